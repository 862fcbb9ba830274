import { all, fork } from 'redux-saga/effects';
import type { SagaDeps } from '../../../app/deps.js';
import type { AdminApi } from '../adminApi.js';
import type { ConsoleArea } from '../consoleAreas.js';
import { bookingNoteSagas } from './bookingNoteSagas.js';
import { receiptIssueSagas } from './receiptIssueSagas.js';
import { bookingsSagas } from './bookingsSagas.js';
import { customerPickerSagas } from './customerPickerSagas.js';
import { deskMailSagas } from './deskMailSagas.js';
import { moveSagas } from './moveSagas.js';
import { policyDetails } from './policyDetails.js';
import { knowDetails } from '../i18n/serverDetails.js';

// this area's refusals in the member's language (issue 39), added as its code loads
knowDetails(policyDetails);

/** The bookings area's flows: the lists and day view, a booking's page (its note, moves, desk mails), the desk's new booking. */
export const bookingsArea: ConsoleArea = {
  name: 'admin/bookings',
  *saga(deps: SagaDeps, api: AdminApi) {
    yield all([
      fork(bookingsSagas, deps, api),
      fork(deskMailSagas, deps, api),
      fork(moveSagas, api),
      fork(customerPickerSagas, api),
      fork(bookingNoteSagas, api),
      fork(receiptIssueSagas, api),
    ]);
  },
};
