import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NumbersQuery, NumbersReport } from '../../shared/admin/numbers.js';
import { numbersReport } from '../admin/numbers.js';
import type { AdminRoutesOptions } from './adminRoutes.js';

/** Numbers: the dashboard's figures per week or month (staff and owners). */
export const adminNumbersRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { deps }) => {
  app.get('/admin/numbers', { schema: { querystring: NumbersQuery, response: { 200: NumbersReport } } }, async (req) =>
    numbersReport(deps.db, req.query),
  );
};
