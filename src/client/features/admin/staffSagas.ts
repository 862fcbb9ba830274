import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AuditPage } from '../../../shared/admin/common.js';
import type { CalendarFeed, Invitation, InvitationInfo, StaffList, StaffSelf } from '../../../shared/admin/staff.js';
import { detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import type { AdminApi } from './adminApi.js';
import {
  activityLoaded,
  activityLoadFailed,
  activityMoreRequested,
  activityPageOpened,
  calendarFeedCreated,
  calendarFeedFailed,
  calendarFeedRequested,
  calendarFeedStopped,
  calendarFeedStopRequested,
  invitationAccepted,
  invitationAcceptFailed,
  invitationAcceptSubmitted,
  invitationInfoFailed,
  invitationInfoLoaded,
  invitationPageOpened,
  invitationRevokeSubmitted,
  invitationSent,
  inviteFailed,
  inviteSubmitted,
  memberActionDone,
  memberActionFailed,
  memberRoleSubmitted,
  notificationsSaved,
  notificationsSaveFailed,
  notificationsToggled,
  selfLoaded,
  selfLoadFailed,
  settingsPageOpened,
  staffLoaded,
  staffLoadFailed,
  staffPageOpened,
} from './adminSlice.js';
import { selectStaff } from './adminSelectors.js';
import { withReauth } from './reauthSagas.js';
import type { StaffState } from './staffState.js';

const ROLE_NAMES = { owner: 'Owner', staff: 'Staff' } as const;

function* loadStaff(api: AdminApi) {
  try {
    const list: StaffList = yield call(api.listStaff);
    yield put(staffLoaded(list));
  } catch (e) {
    yield put(staffLoadFailed(detailOr(e, 'The staff list could not be loaded. Please try again.')));
  }
}

function* invite(api: AdminApi, { payload }: ReturnType<typeof inviteSubmitted>) {
  try {
    const sent: Invitation = yield call(withReauth, api.invite, payload);
    yield put(invitationSent(sent));
    yield call(loadStaff, api);
  } catch (e) {
    yield put(inviteFailed(detailOr(e, 'The invitation could not be sent. Please try again.')));
  }
}

function* changeRole(api: AdminApi, { payload: { id, name, role } }: ReturnType<typeof memberRoleSubmitted>) {
  try {
    yield call(withReauth, api.setRole, id, { role });
    yield put(
      memberActionDone(role ? `${name} is now ${ROLE_NAMES[role]}.` : `${name} was removed: their access and sessions have ended.`),
    );
  } catch (e) {
    yield put(memberActionFailed(detailOr(e, `The change for ${name} could not be saved. Nothing was changed.`)));
  }
  yield call(loadStaff, api);
}

function* revokeInvitation(api: AdminApi, { payload }: ReturnType<typeof invitationRevokeSubmitted>) {
  try {
    yield call(withReauth, api.revokeInvitation, payload);
    yield put(memberActionDone(`The invitation to ${payload.email} was revoked: its link no longer works.`));
  } catch (e) {
    yield put(memberActionFailed(detailOr(e, 'The invitation could not be revoked. Please try again.')));
  }
  yield call(loadStaff, api);
}

function* loadSelf(api: AdminApi) {
  try {
    const self: StaffSelf = yield call(api.getSelf);
    yield put(selfLoaded(self));
  } catch (e) {
    yield put(selfLoadFailed(detailOr(e, 'Your settings could not be loaded. Please try again.')));
  }
}

function* setNotifications(api: AdminApi, { payload }: ReturnType<typeof notificationsToggled>) {
  try {
    const self: StaffSelf = yield call(api.setNotifications, payload);
    yield put(notificationsSaved(self));
  } catch (e) {
    yield put(notificationsSaveFailed(detailOr(e, 'The email setting could not be saved. Please try again.')));
  }
}

function* newFeed(api: AdminApi) {
  try {
    const { url }: CalendarFeed = yield call(withReauth, api.newCalendarFeed);
    yield put(calendarFeedCreated({ feedUrl: url }));
  } catch (e) {
    yield put(calendarFeedFailed(detailOr(e, 'The calendar feed URL could not be made. Please try again.')));
  }
}

function* stopFeed(api: AdminApi) {
  try {
    yield call(api.revokeCalendarFeed);
    yield put(calendarFeedStopped());
  } catch (e) {
    yield put(calendarFeedFailed(detailOr(e, 'The calendar feed could not be stopped. Please try again.')));
  }
}

function* loadActivity(api: AdminApi, { type }: { type: string }) {
  const first = type === activityPageOpened.type;
  const { activityNext }: StaffState = yield select(selectStaff);
  try {
    const page: AuditPage = yield call(api.getActivity, first ? undefined : (activityNext ?? undefined));
    yield put(activityLoaded({ page, first }));
  } catch (e) {
    yield put(activityLoadFailed(detailOr(e, 'The activity log could not be loaded. Please try again.')));
  }
}

function* openInvitation(api: AdminApi, { payload: { token } }: ReturnType<typeof invitationPageOpened>) {
  if (!token) {
    yield put(invitationInfoFailed('This invitation link is incomplete. Open the link from the email again.'));
    return;
  }
  try {
    const info: InvitationInfo = yield call(api.getInvitation, token);
    yield put(invitationInfoLoaded(info));
  } catch (e) {
    yield put(invitationInfoFailed(detailOr(e, 'This invitation link could not be checked. Please try again.')));
  }
}

function* acceptInvitation(api: AdminApi, { payload }: ReturnType<typeof invitationAcceptSubmitted>) {
  try {
    const { message }: { message: string } = yield call(api.acceptInvitation, payload);
    yield put(invitationAccepted(message));
  } catch (e) {
    yield put(invitationAcceptFailed(detailOr(e, 'The invitation could not be accepted. Please try again.')));
  }
}

/** The console's staff flows: members, invitations, the member's own settings, the activity log. */
export function* staffSagas(_deps: SagaDeps, api: AdminApi) {
  yield takeLatest(staffPageOpened.type, loadStaff, api);
  yield takeLeading(inviteSubmitted.type, invite, api);
  yield takeLeading(memberRoleSubmitted.type, changeRole, api);
  yield takeLeading(invitationRevokeSubmitted.type, revokeInvitation, api);
  yield takeLatest(settingsPageOpened.type, loadSelf, api);
  yield takeLatest(notificationsToggled.type, setNotifications, api);
  yield takeLeading(calendarFeedRequested.type, newFeed, api);
  yield takeLeading(calendarFeedStopRequested.type, stopFeed, api);
  yield takeLatest([activityPageOpened.type, activityMoreRequested.type], loadActivity, api);
  yield takeLatest(invitationPageOpened.type, openInvitation, api);
  yield takeLeading(invitationAcceptSubmitted.type, acceptInvitation, api);
}
