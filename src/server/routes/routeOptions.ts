import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackofficeCache } from '../admin/backofficeCache.js';
import type { Availability } from '../booking/availability.js';
import type { BookingService } from '../booking/bookingService.js';
import type { ServerDeps } from '../deps.js';

/** What bookingRoutes.ts and adminRoutes.ts are given; adminRoutes.ts passes it on to each of its child route plugins. */
export interface RoutesOptions {
  deps: ServerDeps;
  ensureWindow(): Promise<string[]>;
  availability: Availability;
  booking: BookingService;
  secureCookies: boolean;
  /** The back office's reads kept until the database notifies a change (admin/backofficeCache.ts). */
  backoffice: BackofficeCache;
}

/** A child of adminRoutes.ts: a zod-typed plugin, registered there with app.register under the staff guard. */
export type AdminChildRoutes = FastifyPluginAsyncZod<RoutesOptions>;
