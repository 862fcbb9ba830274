import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { RENTAL_SPACE_ID, SEAT_COUNT } from '../../../shared/constants.js';
import { toCompactDate } from '../../../shared/dates.js';
import type { OwnPack, PackBookingBody, PackForSale } from '../../../shared/packs.js';
import { paths } from '../../../shared/paths.js';
import { detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import type { RootState } from '../../app/rootReducer.js';
import { selectDate, selectPicked } from '../booking/bookingSelectors.js';
import { selectTeacherChoice } from '../booking/teacherSelectors.js';
import type { PacksApi } from './packsApi.js';
import {
  myPacksOpened,
  ownPacksLoaded,
  packBooked,
  packBookingFailed,
  packBookingRequested,
  packBuyRequested,
  packChoiceOpened,
  packsFailed,
  packsOnSaleLoaded,
} from './packsSlice.js';

// The visitor's lesson packs as flows: my page loads what was bought and what is on sale; Buy goes to the card's
// page (Stripe Checkout or the built-in test page), which comes back to my page; the booking page's choice books the
// date and timeslots chosen there with a credit and goes on to the booked page.

/** Why a booking with a credit failed when the server did not say. */
export const PACK_BOOKING_FAILED = 'The lesson could not be booked with the pack.';

export function* loadMine(api: PacksApi) {
  try {
    const mine: OwnPack[] = yield call(api.mine);
    yield put(ownPacksLoaded(mine));
  } catch {
    yield put(packsFailed());
  }
}

export function* loadOnSale(api: PacksApi) {
  try {
    const onSale: PackForSale[] = yield call(api.onSale);
    yield put(packsOnSaleLoaded(onSale));
  } catch {
    yield put(packsFailed());
  }
}

function* openMyPacks(api: PacksApi) {
  yield all([call(loadMine, api), call(loadOnSale, api)]);
}

export function* buyPack(deps: SagaDeps, api: PacksApi, { payload }: ReturnType<typeof packBuyRequested>) {
  try {
    const { checkout_url }: { checkout_url: string } = yield call(api.buy, payload.packId);
    yield call(deps.goToUrl, checkout_url);
  } catch {
    yield put(packsFailed());
  }
}

/** The booking page's date, timeslots and teacher, as the pack booking's body. */
const bookingBody = (s: RootState): PackBookingBody => ({
  rental_space_id: RENTAL_SPACE_ID,
  booking_date: toCompactDate(selectDate(s)!),
  timeslot_ids: selectPicked(s),
  seat_count: SEAT_COUNT as 1,
  ...selectTeacherChoice(s),
});

export function* bookWithPack(deps: SagaDeps, api: PacksApi) {
  try {
    const body: PackBookingBody = yield select(bookingBody);
    yield call(api.book, body);
    yield put(packBooked());
    yield call(deps.navigate, paths.bookSuccess);
  } catch (e) {
    yield put(packBookingFailed(detailOr(e, PACK_BOOKING_FAILED)));
  }
}

export function* packsSagas(deps: SagaDeps, api: PacksApi) {
  yield takeLatest(myPacksOpened.type, openMyPacks, api);
  yield takeLatest(packChoiceOpened.type, loadMine, api);
  yield takeLeading(packBuyRequested.type, buyPack, deps, api);
  yield takeLeading(packBookingRequested.type, bookWithPack, deps, api);
}
