import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminRoutesOptions } from './adminRoutes.js';

/** Issue #12: see adminRoutes.ts. */
export const adminStaffRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async () => {};
