import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerBookingActions } from './adminBookingActions.js';
import type { AdminRoutesOptions } from './adminRoutes.js';
import { registerBookingReads } from './adminBookingReads.js';

/** See adminRoutes.ts. */
export const adminBookingRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  registerBookingReads(app, options);
  registerBookingActions(app, options);
};
