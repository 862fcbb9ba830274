import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../admin/staffAccess.js';
import { csrfGuard } from '../csrf.js';
import { named } from './pluginName.js';
import { adminBookingActions } from './adminBookingActions.js';
import { adminBookingReads } from './adminBookingReads.js';
import { adminCustomerRoutes } from './adminCustomerRoutes.js';
import { adminLinkRoutes } from './adminLinkRoutes.js';
import { adminMyClassesRoutes } from './adminMyClassesRoutes.js';
import { adminNumbersRoutes } from './adminNumbersRoutes.js';
import type { AdminChildRoutes, RoutesOptions } from './routeOptions.js';
import { adminScheduleRoutes } from './adminScheduleRoutes.js';
import { adminStaffRoutes } from './adminStaffRoutes.js';
import { adminTeacherRoutes } from './adminTeacherRoutes.js';
import { adminTillRoutes } from './adminTillRoutes.js';
import { adminTimetableRoutes } from './adminTimetableRoutes.js';
import { adminTodayRoutes } from './adminTodayRoutes.js';
import { schoolRoutes } from '../school/schoolRoutes.js';
import { adminEnrolmentRoutes } from './enrolmentRoutes.js';
import { adminCourseRoutes } from './adminCourseRoutes.js';
import { adminEnrolmentDeskRoutes } from './adminEnrolmentDeskRoutes.js';
import { adminEnrolmentChangeRoutes } from './enrolmentChangeRoutes.js';
import { adminCreditRoutes } from './adminCreditRoutes.js';
import { adminPackRoutes } from './adminPackRoutes.js';

/** The child route plugins, each registered the same way (below) under this plugin's hooks. */
const CHILDREN: AdminChildRoutes[] = [
  adminBookingReads,
  adminBookingActions,
  adminScheduleRoutes,
  adminStaffRoutes,
  adminNumbersRoutes,
  adminTeacherRoutes,
  adminTodayRoutes,
  adminTillRoutes,
  adminTimetableRoutes,
  adminCustomerRoutes,
  adminLinkRoutes,
  adminMyClassesRoutes,
  schoolRoutes,
  adminEnrolmentRoutes,
  adminCourseRoutes,
  adminEnrolmentDeskRoutes,
  adminEnrolmentChangeRoutes,
  adminCreditRoutes,
  adminPackRoutes,
];

/**
 * The staff API, /api/admin/... (and the few public calls of the back office: the invitation
 * link, the calendar feed). Every admin call checks the role on the server (admin/staffAccess.ts), follows
 * the API's CSRF rule, is validated by the shared schemas (shared/admin/), and every state-changing call
 * writes its audit entry in the same transaction as the change (audit/auditLog.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, options) => {
  app.addHook('onRequest', csrfGuard);
  // Every route is staff-only unless it says otherwise (config.access: 'owner', 'teacher' or 'public').
  app.addHook('onRequest', staffGuard(options.deps.db, options.deps.now));
  // Not `options` itself: it carries this plugin's prefix, which the children would add a second time (/api/api/...).
  const { deps, ensureWindow, availability, booking, secureCookies, backoffice } = options;
  const children: RoutesOptions = { deps, ensureWindow, availability, booking, secureCookies, backoffice };
  for (const child of CHILDREN) await app.register(named(child), children);
};
