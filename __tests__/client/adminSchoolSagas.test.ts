import { ApiError } from '../../src/client/api/client';
import type { SchoolApi } from '../../src/client/features/admin/school/schoolApi';
import { schoolSagas } from '../../src/client/features/admin/school/schoolSagas';
import {
  schoolDraftEdited,
  schoolLogoChosen,
  schoolPageOpened,
  schoolSaveRequested,
  selectLegalWarnings,
  selectSchoolDirty,
  selectSchoolPage,
} from '../../src/client/features/admin/school/schoolSlice';
import { DEFAULT_PROFILE, LOGO_TYPE, STALE_SCHOOL, type SchoolState } from '../../src/shared/school';
import { flush } from './adminBookingsFixtures';
import { startStore } from './testStore';

// The school page's story on the app's real store: an owner opens a new install's profile (placeholder legal
// details: warned), writes the school's name, representative and address, saves; another owner's save first is
// said; a logo that is no image is refused with the server's words.

const fresh: SchoolState = {
  profile: DEFAULT_PROFILE,
  version: 0,
  updated_at: null,
  updated_by: null,
  logo_version: null,
  price_per_slot_yen: 1500,
};

function fakeSchoolApi(overrides: Partial<SchoolApi> = {}): SchoolApi {
  return {
    getSchool: async () => fresh,
    saveSchool: async (profile, version) => ({ ...fresh, profile, version: version + 1, updated_by: 'owner@school.example' }),
    uploadLogo: async () => ({ ...fresh, logo_version: 1 }),
    removeLogo: async () => fresh,
    ...overrides,
  };
}

function start(api: SchoolApi) {
  const { store } = startStore({ path: '/admin/school' });
  store.startFeature('admin/school', schoolSagas, api);
  return { store, page: () => selectSchoolPage(store.getState()) };
}

test('an owner fills in the legal details of a new install, is warned until then, and saves them', async () => {
  const saveSchool = jest.fn(fakeSchoolApi().saveSchool);
  const { store, page } = start(fakeSchoolApi({ saveSchool }));
  store.dispatch(schoolPageOpened());
  expect(page().status).toBe('loading');
  await flush();
  expect(page()).toMatchObject({ status: 'ready', draft: DEFAULT_PROFILE, editing: 'en' });
  expect(selectLegalWarnings(store.getState())).toEqual(['legal_name', 'representative', 'address']);
  expect(selectSchoolDirty(store.getState())).toBe(false);

  const mine = {
    ...DEFAULT_PROFILE,
    name: { ja: 'さくら日本語学院' },
    legal_name: '株式会社さくら教育',
    representative: '山田 花子',
    address: '東京都渋谷区神宮前1-2-3',
  };
  store.dispatch(schoolDraftEdited(mine));
  expect(selectLegalWarnings(store.getState())).toEqual([]);
  expect(selectSchoolDirty(store.getState())).toBe(true);
  store.dispatch(schoolSaveRequested());
  expect(page().save).toBe('loading');
  await flush();
  expect(saveSchool).toHaveBeenCalledWith(mine, 0);
  expect(page()).toMatchObject({ save: 'succeeded', message: { id: 'school.saved' }, saved: { version: 1 } });
  expect(selectSchoolDirty(store.getState())).toBe(false);
});

test('another owner saved first: the save fails with the server\u2019s words and the draft is kept', async () => {
  const { store, page } = start(fakeSchoolApi({ saveSchool: () => Promise.reject(new ApiError(409, STALE_SCHOOL)) }));
  store.dispatch(schoolPageOpened());
  await flush();
  const mine = { ...DEFAULT_PROFILE, phone: '03-1234-5678' };
  store.dispatch(schoolDraftEdited(mine));
  store.dispatch(schoolSaveRequested());
  await flush();
  expect(page()).toMatchObject({ save: 'failed', message: { id: 'school.saveFailed', detail: STALE_SCHOOL }, draft: mine });
});

test('a logo the server refuses says why; one it takes shows at its new version', async () => {
  let refuse = true;
  const { store, page } = start(
    fakeSchoolApi({
      uploadLogo: async () => {
        if (refuse) throw new ApiError(400, LOGO_TYPE);
        return { ...fresh, logo_version: 1 };
      },
    }),
  );
  store.dispatch(schoolPageOpened());
  await flush();
  store.dispatch(schoolLogoChosen('PHN2Zz4='));
  await flush();
  expect(page()).toMatchObject({ save: 'failed', message: { id: 'school.logo.failed', detail: LOGO_TYPE } });
  refuse = false;
  store.dispatch(schoolLogoChosen('iVBORw0KGgo='));
  await flush();
  expect(page()).toMatchObject({ save: 'succeeded', message: { id: 'school.logo.saved' }, saved: { logo_version: 1 } });
});
