import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Availability } from '../booking/availability.js';
import type { BookingService } from '../booking/bookingService.js';
import { staffGuard } from '../admin/staffAccess.js';
import { csrfGuard } from '../csrf.js';
import type { BookingDeps } from '../deps.js';
import { adminBookingRoutes } from './adminBookingRoutes.js';
import { adminNumbersRoutes } from './adminNumbersRoutes.js';
import { adminScheduleRoutes } from './adminScheduleRoutes.js';
import { adminStaffRoutes } from './adminStaffRoutes.js';

export interface AdminRoutesOptions {
  deps: BookingDeps;
  ensureWindow(): Promise<string[]>;
  availability: Availability;
  booking: BookingService;
  secureCookies: boolean;
}

/**
 * Issue #12: the staff API, /api/admin/... (and the few public calls of the back office: the invitation
 * link, the calendar feed). Every admin call checks the role on the server (admin/staffAccess.ts), follows
 * the API's CSRF rule, is validated by the shared schemas (shared/admin/), and every state-changing call
 * writes its audit entry in the same transaction as the change (admin/auditLog.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', csrfGuard);
  // Every route is staff-only unless it says otherwise (config.access: 'owner' or 'public').
  app.addHook('onRequest', staffGuard(options.deps.db, options.deps.now));
  // Without `prefix`: register() would apply it again to each part (/api/api/admin/...).
  const { prefix: _, ...parts } = options as AdminRoutesOptions & { prefix?: string };
  await app.register(adminBookingRoutes, parts);
  await app.register(adminScheduleRoutes, parts);
  await app.register(adminStaffRoutes, parts);
  await app.register(adminNumbersRoutes, parts);
};
