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
 * The staff API, /api/admin/... (and the few public calls of the back office: the invitation
 * link, the calendar feed). Every admin call checks the role on the server (admin/staffAccess.ts), follows
 * the API's CSRF rule, is validated by the shared schemas (shared/admin/), and every state-changing call
 * writes its audit entry in the same transaction as the change (admin/auditLog.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', csrfGuard);
  // Every route is staff-only unless it says otherwise (config.access: 'owner' or 'public').
  app.addHook('onRequest', staffGuard(options.deps.db, options.deps.now));
  // Not `options` itself: it carries this plugin's prefix, which the children would add a second time (/api/api/...).
  const { deps, ensureWindow, availability, booking, secureCookies } = options;
  const children: AdminRoutesOptions = { deps, ensureWindow, availability, booking, secureCookies };
  await app.register(adminBookingRoutes, children);
  await app.register(adminScheduleRoutes, children);
  await app.register(adminStaffRoutes, children);
  await app.register(adminNumbersRoutes, children);
};
