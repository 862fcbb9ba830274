import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AuditPage } from '../../../../shared/admin/common.js';
import type { Invitation, InvitationAccepted, InvitationInfo, StaffList } from '../../../../shared/admin/staff.js';
import { paths } from '../../../../shared/paths.js';
import type { User } from '../../../../shared/auth.js';
import type { SagaDeps } from '../../../app/deps.js';
import { sessionRestored } from '../../auth/authSlice.js';
import type { AdminApi } from '../adminApi.js';
import {
  activityLoaded,
  activityFilterChanged,
  activityLoadFailed,
  activityMoreRequested,
  activityPageOpened,
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
  staffLoaded,
  staffLoadFailed,
  staffPageOpened,
  selectStaff,
} from './staffSlice.js';
import { problemOr, says } from '../i18n/consoleMessage.js';
import { withReauth } from '../reauthSagas.js';
import type { StaffState } from './staffState.js';

function* loadStaff(api: AdminApi) {
  try {
    const list: StaffList = yield call(api.listStaff);
    yield put(staffLoaded(list));
  } catch (e) {
    yield put(staffLoadFailed(problemOr(e, 'staff.list.loadFailed')));
  }
}

function* invite(api: AdminApi, { payload }: ReturnType<typeof inviteSubmitted>) {
  try {
    const sent: Invitation = yield call(withReauth, api.invite, payload);
    yield put(invitationSent(sent));
    yield call(loadStaff, api);
  } catch (e) {
    yield put(inviteFailed(problemOr(e, 'staff.invite.failed')));
  }
}

function* changeRole(api: AdminApi, { payload: { id, name, role, teacher_id } }: ReturnType<typeof memberRoleSubmitted>) {
  try {
    yield call(withReauth, api.setRole, id, teacher_id === undefined ? { role } : { role, teacher_id });
    yield put(memberActionDone(role ? says('staff.members.roleChanged', { name, role }) : says('staff.members.removed', { name })));
  } catch (e) {
    yield put(memberActionFailed(problemOr(e, 'staff.members.changeFailed', { name })));
  }
  yield call(loadStaff, api);
}

function* revokeInvitation(api: AdminApi, { payload }: ReturnType<typeof invitationRevokeSubmitted>) {
  try {
    yield call(withReauth, api.revokeInvitation, payload);
    yield put(memberActionDone(says('staff.invitations.revoked', { email: payload.email })));
  } catch (e) {
    yield put(memberActionFailed(problemOr(e, 'staff.invitations.revokeFailed')));
  }
  yield call(loadStaff, api);
}

function* loadActivity(api: AdminApi, { type }: { type: string }) {
  const first = type !== activityMoreRequested.type;
  const { activityNext, activityFilter }: StaffState = yield select(selectStaff);
  const { actor, booking, kind } = activityFilter;
  const filter = { actor: actor ?? undefined, booking: booking ?? undefined, kind: kind ?? undefined };
  try {
    const page: AuditPage = yield call(api.getActivity, first ? undefined : (activityNext ?? undefined), filter);
    yield put(activityLoaded({ page, first }));
  } catch (e) {
    yield put(activityLoadFailed(problemOr(e, 'staff.activity.loadFailed')));
  }
}

function* openInvitation(api: AdminApi, { payload: { token } }: ReturnType<typeof invitationPageOpened>) {
  if (!token) {
    yield put(invitationInfoFailed(says('staff.invitation.incomplete')));
    return;
  }
  try {
    const info: InvitationInfo = yield call(api.getInvitation, token);
    yield put(invitationInfoLoaded(info));
  } catch (e) {
    yield put(invitationInfoFailed(problemOr(e, 'staff.invitation.checkFailed')));
  }
}

/** The member's account as the new session shows it; null when the browser did not keep the session (cookies blocked). */
function* sessionUser(deps: SagaDeps) {
  try {
    const user: User | null = yield call(deps.api.getMe);
    return user;
  } catch {
    return null;
  }
}

/**
 * Accepting: with a name and password given here the server logs the member in, so the app takes up the
 * session as a login does and opens the console; an account that existed logs in as usual, told why.
 */
function* acceptInvitation(deps: SagaDeps, api: AdminApi, { payload }: ReturnType<typeof invitationAcceptSubmitted>) {
  let answer: InvitationAccepted;
  try {
    answer = yield call(api.acceptInvitation, payload);
  } catch (e) {
    yield put(invitationAcceptFailed(problemOr(e, 'staff.invitation.acceptFailed')));
    return;
  }
  const { invitation }: StaffState = yield select(selectStaff);
  const existing = invitation?.account_exists ?? payload.password === undefined;
  const user: User | null = answer.logged_in ? yield call(sessionUser, deps) : null;
  if (!user) {
    yield put(invitationAccepted({ loggedIn: false, existing }));
    return;
  }
  yield put(sessionRestored(user));
  yield put(invitationAccepted({ loggedIn: true, existing }));
  yield call(deps.navigate, paths.admin);
}

/** The staff area's flows: members, invitations, the activity log, the invitation link's page. */
export function* staffSagas(deps: SagaDeps, api: AdminApi) {
  yield takeLatest(staffPageOpened.type, loadStaff, api);
  yield takeLeading(inviteSubmitted.type, invite, api);
  yield takeLeading(memberRoleSubmitted.type, changeRole, api);
  yield takeLeading(invitationRevokeSubmitted.type, revokeInvitation, api);
  yield takeLatest([activityPageOpened.type, activityMoreRequested.type, activityFilterChanged.type], loadActivity, api);
  yield takeLatest(invitationPageOpened.type, openInvitation, api);
  yield takeLeading(invitationAcceptSubmitted.type, acceptInvitation, deps, api);
}
