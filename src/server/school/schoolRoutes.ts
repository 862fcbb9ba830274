import { z } from 'zod';
import {
  LOGO_MAX_BYTES,
  LogoBody,
  PublicSchool,
  SCHOOL_BODY_LIMIT,
  SchoolState,
  UpdateSchoolBody,
  type SchoolProfile,
} from '../../shared/school.js';
import { staffOf } from '../admin/staffAccess.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import type { AdminChildRoutes } from '../routes/routeOptions.js';
import { checkLogo } from './logo.js';
import { readLogo, readSchool, saveLogo, saveSchool, type SchoolRow } from './schoolRepository.js';
import { publicSchool, schoolChanged } from './schoolTags.js';

/** The console's answer: the row, and the schedule's price per timeslot the trial's price is shown beside. */
const stateOf = (deps: ServerDeps, row: SchoolRow): SchoolState => ({ ...row, price_per_slot_yen: deps.schedule.pricePerSlotYen });

/**
 * "School" (see adminRoutes.ts): owners read and save the school's profile and its logo (each save audited in its
 * transaction), and the visitor pages read the public profile and the logo (access 'public', cacheable).
 */
export const schoolRoutes: AdminChildRoutes = async (app, { deps }) => {
  const owner = { access: 'owner' as const };
  const actor = (req: Parameters<typeof staffOf>[0]) => ({ id: staffOf(req).id, email: staffOf(req).email });

  app.get('/admin/school', { config: owner, schema: { response: { 200: SchoolState } } }, async () =>
    stateOf(deps, await readSchool(deps.db)),
  );

  app.put(
    '/admin/school',
    { config: owner, bodyLimit: SCHOOL_BODY_LIMIT, schema: { body: UpdateSchoolBody, response: { 200: SchoolState } } },
    async (req) => {
      const row = await saveSchool(deps.db, actor(req), req.body.profile as SchoolProfile, req.body.version, deps.now());
      schoolChanged(deps.db);
      return stateOf(deps, row);
    },
  );

  app.put(
    '/admin/school/logo',
    { config: owner, bodyLimit: LOGO_MAX_BYTES * 3, schema: { body: LogoBody, response: { 200: SchoolState } } },
    async (req) => {
      const row = await saveLogo(deps.db, actor(req), checkLogo(req.body.data), deps.now());
      schoolChanged(deps.db);
      return stateOf(deps, row);
    },
  );

  app.delete('/admin/school/logo', { config: owner, schema: { response: { 200: SchoolState } } }, async (req) => {
    const row = await saveLogo(deps.db, actor(req), null, deps.now());
    schoolChanged(deps.db);
    return stateOf(deps, row);
  });

  // The visitor pages' profile: small, the same for everyone, so a minute in caches is fine.
  app.get('/public/school', { config: { access: 'public' }, schema: { response: { 200: PublicSchool } } }, async (_req, reply) => {
    const row = await readSchool(deps.db);
    reply.header('cache-control', 'public, max-age=60');
    return publicSchool(row, deps.schedule.pricePerSlotYen);
  });

  // ?v= the logo's version: a new logo is a new address, so the browser may keep one for a day.
  const LogoQuery = z.object({ v: z.string().max(12).optional() });
  app.get('/public/school/logo', { config: { access: 'public' }, schema: { querystring: LogoQuery } }, async (_req, reply) => {
    const logo = await readLogo(deps.db);
    if (!logo) throw new HttpError(404, 'The school has no logo.');
    reply.header('cache-control', 'public, max-age=86400');
    reply.header('etag', `"logo-${logo.logo_version}"`);
    reply.header('x-content-type-options', 'nosniff');
    return reply.type(logo.logo_type).send(logo.logo);
  });
};
