import { ApiError } from '../../src/client/api/client';
import type { SagaDeps } from '../../src/client/app/deps';
import type { PacksApi } from '../../src/client/features/admin/packs/packsApi';
import { packsAreaSagas } from '../../src/client/features/admin/packs/packsArea';
import {
  packBalancesNeeded,
  packFormOpened,
  packSaveSubmitted,
  packsNeeded,
  selectPacks,
} from '../../src/client/features/admin/packs/packsSlice';
import { PACK_STALE } from '../../src/shared/packWords';
import { flush } from './adminBookingsFixtures';
import { fakeAdminApi, OWNER_USER, startConsole } from './adminTestStore';
import { FIVE_HOURS_PACK } from './studentFixtures';

// The owner's lesson packs (issue 41, point 3) on the app's real store: the list loads with the page, a new pack of
// five hours is saved, then an edit made on a stale version is refused with the reason, and the numbers read the
// unused balance on the law's reference dates.

const FIVE = FIVE_HOURS_PACK;

function owner(api: Partial<PacksApi>) {
  const started = startConsole({ adminApi: fakeAdminApi(), user: OWNER_USER, path: '/admin/packs' });
  const full = new Proxy(api as PacksApi, {
    get: (target, name: string) => target[name as keyof PacksApi] ?? (() => Promise.reject(new ApiError(403, `${name}: not given`))),
  });
  started.store.startFeature('admin/packs', (deps: SagaDeps) => packsAreaSagas(deps, full), undefined);
  return started;
}

test('the packs load; a new pack is saved and listed; a stale edit says why and keeps the form open', async () => {
  const create = jest.fn(async () => FIVE);
  const update = jest.fn().mockRejectedValueOnce(new ApiError(409, PACK_STALE));
  const { store, read } = owner({ list: jest.fn(async () => ({ packs: [] })), create, update });
  store.dispatch(packsNeeded());
  await flush();
  expect(read(selectPacks)).toMatchObject({ status: 'ready', list: [] });

  store.dispatch(packFormOpened('new'));
  const input = { names: { en: 'Five hours', ja: '5回券' }, lessons: 5, lesson_slots: 2, price_yen: 15000, valid_days: 60, on_sale: true };
  store.dispatch(packSaveSubmitted({ id: null, input }));
  await flush();
  expect(create).toHaveBeenCalledWith(input);
  expect(read(selectPacks)).toMatchObject({ list: [FIVE], editing: null, save: 'succeeded', message: { id: 'packs.saved' } });

  store.dispatch(packFormOpened(1));
  store.dispatch(packSaveSubmitted({ id: 1, input: { ...input, valid_days: 90, version: 1 } }));
  await flush();
  expect(update).toHaveBeenCalledWith(1, { ...input, valid_days: 90, version: 1 });
  expect(read(selectPacks)).toMatchObject({ editing: 1, save: 'failed', message: { id: 'packs.saveFailed', detail: PACK_STALE } });
  expect(read(selectPacks).list).toEqual([FIVE]);
});

test('the numbers read the unused balance of all packs on the reference dates, with the threshold', async () => {
  const balances = { threshold_yen: 10_000_000, balances: [{ on: '2026-09-30', lessons_left: 4, yen: 12000, over_threshold: false }] };
  const { store, read } = owner({ balances: jest.fn(async () => balances) });
  store.dispatch(packBalancesNeeded());
  await flush();
  expect(read(selectPacks).balances).toEqual(balances);
});
