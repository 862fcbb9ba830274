import type { PayloadAction } from '@reduxjs/toolkit';
import type { ActivityEntry, AuditKind, AuditPage } from '../../../../shared/admin/common.js';
import type { Invitation, InvitationInfo, StaffList, StaffMember } from '../../../../shared/admin/staff.js';
import type { LanguageCode } from '../../../../shared/constants.js';
import type { StaffRole } from '../../../../shared/roles.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import { says, type ConsoleMessage } from '../i18n/consoleMessage.js';
import { done, failed, idle, loading, type Outcome } from '../outcome.js';

// The staff area's state: members and invitations (owners), the activity log, and the invitation link's page.
// (The member's own settings are the shell's: settingsState.ts.)

export interface StaffState {
  members: StaffMember[];
  invitations: Invitation[];
  listStatus: LoadStatus;
  listError: ConsoleMessage | null;
  invite: Outcome;
  /** A role change, a removal or a revoked invitation. */
  memberAction: Outcome;
  activity: ActivityEntry[];
  /** The log's filters: one person (email), one booking, one kind; null: all. */
  activityFilter: ActivityFilter;
  /** Everyone in the log (the person filter's choices). */
  activityActors: AuditPage['actors'];
  activityNext: number | null;
  activityStatus: LoadStatus;
  activityError: ConsoleMessage | null;
  invitation: InvitationInfo | null;
  invitationStatus: LoadStatus;
  invitationError: ConsoleMessage | null;
  accept: Outcome;
}

export const initialStaff: StaffState = {
  members: [],
  invitations: [],
  listStatus: 'idle',
  listError: null,
  invite: idle,
  memberAction: idle,
  activity: [],
  activityFilter: { actor: null, booking: null, kind: null },
  activityActors: [],
  activityNext: null,
  activityStatus: 'idle',
  activityError: null,
  invitation: null,
  invitationStatus: 'idle',
  invitationError: null,
  accept: idle,
};

export interface ActivityFilter {
  actor: string | null;
  booking: number | null;
  kind: AuditKind | null;
}

type State = StaffState;

export const staffReducers = {
  /** A staff page of the console was opened. */
  staffPageOpened(state: State, _action: PayloadAction<void>) {
    state.listStatus = 'loading';
    state.invite = idle;
    state.memberAction = idle;
  },
  staffLoaded(state: State, action: PayloadAction<StaffList>) {
    state.members = action.payload.members;
    state.invitations = action.payload.invitations;
    state.listStatus = 'ready';
    state.listError = null;
  },
  staffLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.listStatus = 'failed';
    state.listError = action.payload;
  },
  /** `language`: the invitation email's. */
  inviteSubmitted(state: State, _action: PayloadAction<{ email: string; role: StaffRole; language?: LanguageCode }>) {
    state.invite = loading;
  },
  invitationSent: (state: State, action: PayloadAction<Invitation>) =>
    void (state.invite = done(says('staff.invite.sent', { email: action.payload.email }))),
  inviteFailed: (state: State, action: PayloadAction<ConsoleMessage>) => void (state.invite = failed(action.payload)),
  /** A new role, or null: the member is removed (confirmed in a dialog first). */
  /** A member's new role (null: removed); `teacher_id`: the teacher a teacher member is linked to (null: none). */
  memberRoleSubmitted(
    state: State,
    _action: PayloadAction<{ id: number; name: string; role: StaffRole | null; teacher_id?: number | null }>,
  ) {
    state.memberAction = loading;
  },
  invitationRevokeSubmitted(state: State, _action: PayloadAction<{ email: string }>) {
    state.memberAction = loading;
  },
  memberActionDone: (state: State, action: PayloadAction<ConsoleMessage>) => void (state.memberAction = done(action.payload)),
  memberActionFailed: (state: State, action: PayloadAction<ConsoleMessage>) => void (state.memberAction = failed(action.payload)),

  activityPageOpened(state: State, _action: PayloadAction<void>) {
    state.activityStatus = 'loading';
    state.activityError = null;
  },
  activityMoreRequested(state: State, _action: PayloadAction<void>) {
    state.activityStatus = 'loading';
  },
  /** A filter chosen: the log from its newest entry again, of that person, booking or kind. */
  activityFilterChanged(state: State, action: PayloadAction<Partial<ActivityFilter>>) {
    state.activityFilter = { ...state.activityFilter, ...action.payload };
    state.activityStatus = 'loading';
    state.activityError = null;
  },
  /** A page of the log; `first` replaces the list (the page was opened), else it is appended (Load more). */
  activityLoaded(state: State, action: PayloadAction<{ page: AuditPage; first: boolean }>) {
    const { page, first } = action.payload;
    state.activity = first ? page.items : [...state.activity, ...page.items];
    state.activityNext = page.next_before;
    state.activityActors = page.actors;
    state.activityStatus = 'ready';
  },
  activityLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.activityStatus = 'failed';
    state.activityError = action.payload;
  },

  /** `{ token }`, never a bare string: the DevTools sanitizer masks `token`. */
  invitationPageOpened(state: State, _action: PayloadAction<{ token: string | null }>) {
    state.invitation = null;
    state.invitationStatus = 'loading';
    state.invitationError = null;
    state.accept = idle;
  },
  invitationInfoLoaded(state: State, action: PayloadAction<InvitationInfo>) {
    state.invitation = action.payload;
    state.invitationStatus = 'ready';
  },
  invitationInfoFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.invitationStatus = 'failed';
    state.invitationError = action.payload;
  },
  /** The password travels only inside this action (redact masks it), never into the state. */
  invitationAcceptSubmitted(state: State, _action: PayloadAction<{ token: string; name?: string; password?: string }>) {
    state.accept = loading;
  },
  /**
   * `loggedIn`: the accept logged the member in (the console opens); else `existing`: an account that had a
   * password logs in as usual; neither: the session did not take (cookies blocked), so they log in.
   */
  invitationAccepted: (state: State, action: PayloadAction<{ loggedIn: boolean; existing: boolean }>) =>
    void (state.accept = done(
      says(
        action.payload.loggedIn
          ? 'staff.invitation.acceptedIn'
          : action.payload.existing
            ? 'staff.invitation.acceptedExisting'
            : 'staff.invitation.accepted',
      ),
    )),
  invitationAcceptFailed: (state: State, action: PayloadAction<ConsoleMessage>) => void (state.accept = failed(action.payload)),
};

/** The staff area's selectors, of its own state (its slice gives them the store's). */
export const staffSelectors = {
  selectStaff: (s: StaffState) => s,
};
