import { z } from 'zod';
import { IdParams } from '../../shared/admin/common.js';
import { PackBalances, PackChange, PackInput, PackListed, type PackForEdit } from '../../shared/admin/packs.js';
import { tokyoToday } from '../../shared/dates.js';
import { PACK_NOT_FOUND } from '../../shared/packWords.js';
import { staffOf } from '../admin/staffAccess.js';
import { HttpError } from '../errors.js';
import { createPack, listPacks, packById, updatePack } from '../packs/packAdmin.js';
import { packBalances, unusedByPack } from '../packs/packBalances.js';
import type { AdminChildRoutes } from './routeOptions.js';

/**
 * The owner's lesson packs (issue 41, point 3): listed (with how many were sold), made and changed at the version read
 * (409 when changed meanwhile), each change audited in its transaction; and, on the numbers page, the unused balance
 * of all packs on 資金決済法's reference dates (staff and owners, as the numbers).
 */
export const adminPackRoutes: AdminChildRoutes = async (app, { deps }) => {
  const actor = (req: Parameters<typeof staffOf>[0]) => ({ id: staffOf(req).id, email: staffOf(req).email });
  const slot = deps.schedule.slotMinutes;
  const owner = { access: 'owner' as const };
  const read = async (id: number) => {
    const pack = await packById(deps.db, slot, id);
    if (!pack) throw new HttpError(404, PACK_NOT_FOUND);
    return pack;
  };
  /** The packs with their lessons unused today and those lessons' value. */
  const listed = async (packs: PackForEdit[]): Promise<PackListed[]> => {
    const unused = await unusedByPack(deps.db, tokyoToday(deps.now()));
    return packs.map((p) => ({ ...p, ...(unused.get(p.id) ?? { unused_lessons: 0, unused_yen: 0 }) }));
  };
  const readListed = async (id: number) => (await listed([await read(id)]))[0];

  app.get('/admin/packs', { config: owner, schema: { response: { 200: z.object({ packs: z.array(PackListed) }) } } }, async () => ({
    packs: await listed(await listPacks(deps.db, slot)),
  }));

  app.post('/admin/packs', { config: owner, schema: { body: PackInput, response: { 201: PackListed } } }, async (req, reply) => {
    const id = await deps.db.transaction((tx) => createPack(tx, actor(req), req.body));
    return reply.code(201).send(await readListed(id));
  });

  app.put(
    '/admin/packs/:id',
    { config: owner, schema: { params: IdParams, body: PackChange, response: { 200: PackListed } } },
    async (req) => {
      await deps.db.transaction((tx) => updatePack(tx, actor(req), req.params.id, req.body, slot));
      return readListed(req.params.id);
    },
  );

  app.get('/admin/numbers/packs', { schema: { response: { 200: PackBalances } } }, async () =>
    packBalances(deps.db, tokyoToday(deps.now())),
  );
};
