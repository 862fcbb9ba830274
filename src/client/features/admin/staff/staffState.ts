import type { PayloadAction } from '@reduxjs/toolkit';
import type { ActivityEntry, AuditKind, AuditPage } from '../../../../shared/admin/common.js';
import type { Invitation, InvitationInfo, StaffList, StaffMember, StaffSelf } from '../../../../shared/admin/staff.js';
import type { LanguageCode } from '../../../../shared/constants.js';
import type { StaffRole } from '../../../../shared/roles.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import { says, type ConsoleMessage } from '../i18n/consoleMessage.js';

// The admin slice's `staff` part: members and invitations (owners), the member's own
// settings and calendar feed, the activity log, and the invitation link's page.
// adminSlice.ts combines the parts into one slice.

/** A call's state and the words that tell its outcome (success or the server's refusal). */
export interface Outcome {
  status: CallStatus;
  message: ConsoleMessage | null;
}
const idle: Outcome = { status: 'idle', message: null };

export interface StaffState {
  members: StaffMember[];
  invitations: Invitation[];
  listStatus: LoadStatus;
  listError: ConsoleMessage | null;
  invite: Outcome;
  /** A role change, a removal or a revoked invitation. */
  memberAction: Outcome;
  self: StaffSelf | null;
  selfStatus: LoadStatus;
  selfError: ConsoleMessage | null;
  notifications: Outcome;
  /** Saving the member's console language; `languageBefore` is shown again if it fails. */
  language: Outcome;
  languageBefore: LanguageCode | null;
  feed: Outcome;
  /** The new calendar feed URL, shown once; a secret (redact.ts masks `feedUrl` in DevTools). */
  feedUrl: string | null;
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
  self: null,
  selfStatus: 'idle',
  selfError: null,
  notifications: idle,
  language: idle,
  languageBefore: null,
  feed: idle,
  feedUrl: null,
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

type State = { staff: StaffState };
const loading: Outcome = { status: 'loading', message: null };
const done = (message: ConsoleMessage): Outcome => ({ status: 'succeeded', message });
const failed = (message: ConsoleMessage): Outcome => ({ status: 'failed', message });

export const staffReducers = {
  /** A staff page of the console was opened. */
  staffPageOpened(state: State, _action: PayloadAction<void>) {
    state.staff.listStatus = 'loading';
    state.staff.invite = idle;
    state.staff.memberAction = idle;
  },
  staffLoaded(state: State, action: PayloadAction<StaffList>) {
    state.staff.members = action.payload.members;
    state.staff.invitations = action.payload.invitations;
    state.staff.listStatus = 'ready';
    state.staff.listError = null;
  },
  staffLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.staff.listStatus = 'failed';
    state.staff.listError = action.payload;
  },
  /** `language`: the invitation email's. */
  inviteSubmitted(state: State, _action: PayloadAction<{ email: string; role: StaffRole; language?: LanguageCode }>) {
    state.staff.invite = loading;
  },
  invitationSent: (state: State, action: PayloadAction<Invitation>) =>
    void (state.staff.invite = done(says('staff.invite.sent', { email: action.payload.email }))),
  inviteFailed: (state: State, action: PayloadAction<ConsoleMessage>) => void (state.staff.invite = failed(action.payload)),
  /** A new role, or null: the member is removed (confirmed in a dialog first). */
  /** A member's new role (null: removed); `teacher_id`: the teacher a teacher member is linked to (null: none). */
  memberRoleSubmitted(
    state: State,
    _action: PayloadAction<{ id: number; name: string; role: StaffRole | null; teacher_id?: number | null }>,
  ) {
    state.staff.memberAction = loading;
  },
  invitationRevokeSubmitted(state: State, _action: PayloadAction<{ email: string }>) {
    state.staff.memberAction = loading;
  },
  memberActionDone: (state: State, action: PayloadAction<ConsoleMessage>) => void (state.staff.memberAction = done(action.payload)),
  memberActionFailed: (state: State, action: PayloadAction<ConsoleMessage>) => void (state.staff.memberAction = failed(action.payload)),

  settingsPageOpened(state: State, _action: PayloadAction<void>) {
    state.staff.selfStatus = 'loading';
    state.staff.notifications = idle;
    state.staff.language = idle;
    state.staff.feed = idle;
    state.staff.feedUrl = null;
  },
  selfLoaded(state: State, action: PayloadAction<StaffSelf>) {
    state.staff.self = action.payload;
    state.staff.selfStatus = 'ready';
    state.staff.selfError = null;
  },
  selfLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.staff.selfStatus = 'failed';
    state.staff.selfError = action.payload;
  },
  notificationsToggled(state: State, _action: PayloadAction<{ notify_bookings: boolean }>) {
    state.staff.notifications = loading;
  },
  notificationsSaved(state: State, action: PayloadAction<StaffSelf>) {
    state.staff.self = action.payload;
    state.staff.notifications = done(says(action.payload.notify_bookings ? 'staff.settings.emails.on' : 'staff.settings.emails.off'));
  },
  notificationsSaveFailed: (state: State, action: PayloadAction<ConsoleMessage>) =>
    void (state.staff.notifications = failed(action.payload)),
  /** The member chose a console language (null: the site's); shown at once, saved by the saga. */
  consoleLanguageChosen(state: State, action: PayloadAction<{ console_language: LanguageCode | null }>) {
    if (!state.staff.self) return;
    state.staff.languageBefore = state.staff.self.console_language;
    state.staff.self.console_language = action.payload.console_language;
    state.staff.language = loading;
  },
  consoleLanguageSaved(state: State, action: PayloadAction<StaffSelf>) {
    state.staff.self = action.payload;
    state.staff.language = done(says('staff.settings.language.saved'));
  },
  /** Not saved: the choice shown goes back to the saved one. */
  consoleLanguageSaveFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    if (state.staff.self) state.staff.self.console_language = state.staff.languageBefore;
    state.staff.language = failed(action.payload);
  },
  calendarFeedRequested(state: State, _action: PayloadAction<void>) {
    state.staff.feed = loading;
    state.staff.feedUrl = null;
  },
  calendarFeedCreated(state: State, action: PayloadAction<{ feedUrl: string }>) {
    state.staff.feedUrl = action.payload.feedUrl;
    state.staff.feed = done(says('staff.feed.ready'));
    if (state.staff.self) state.staff.self.calendar_feed = true;
  },
  calendarFeedStopRequested(state: State, _action: PayloadAction<void>) {
    state.staff.feed = loading;
  },
  calendarFeedStopped(state: State, _action: PayloadAction<void>) {
    state.staff.feedUrl = null;
    state.staff.feed = done(says('staff.feed.stopped'));
    if (state.staff.self) state.staff.self.calendar_feed = false;
  },
  calendarFeedFailed: (state: State, action: PayloadAction<ConsoleMessage>) => void (state.staff.feed = failed(action.payload)),

  activityPageOpened(state: State, _action: PayloadAction<void>) {
    state.staff.activityStatus = 'loading';
    state.staff.activityError = null;
  },
  activityMoreRequested(state: State, _action: PayloadAction<void>) {
    state.staff.activityStatus = 'loading';
  },
  /** A filter chosen: the log from its newest entry again, of that person, booking or kind. */
  activityFilterChanged(state: State, action: PayloadAction<Partial<ActivityFilter>>) {
    state.staff.activityFilter = { ...state.staff.activityFilter, ...action.payload };
    state.staff.activityStatus = 'loading';
    state.staff.activityError = null;
  },
  /** A page of the log; `first` replaces the list (the page was opened), else it is appended (Load more). */
  activityLoaded(state: State, action: PayloadAction<{ page: AuditPage; first: boolean }>) {
    const { page, first } = action.payload;
    state.staff.activity = first ? page.items : [...state.staff.activity, ...page.items];
    state.staff.activityNext = page.next_before;
    state.staff.activityActors = page.actors;
    state.staff.activityStatus = 'ready';
  },
  activityLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.staff.activityStatus = 'failed';
    state.staff.activityError = action.payload;
  },

  /** `{ token }`, never a bare string: the DevTools sanitizer masks `token`. */
  invitationPageOpened(state: State, _action: PayloadAction<{ token: string | null }>) {
    state.staff.invitation = null;
    state.staff.invitationStatus = 'loading';
    state.staff.invitationError = null;
    state.staff.accept = idle;
  },
  invitationInfoLoaded(state: State, action: PayloadAction<InvitationInfo>) {
    state.staff.invitation = action.payload;
    state.staff.invitationStatus = 'ready';
  },
  invitationInfoFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.staff.invitationStatus = 'failed';
    state.staff.invitationError = action.payload;
  },
  /** The password travels only inside this action (redact masks it), never into the state. */
  invitationAcceptSubmitted(state: State, _action: PayloadAction<{ token: string; name?: string; password?: string }>) {
    state.staff.accept = loading;
  },
  /**
   * `loggedIn`: the accept logged the member in (the console opens); else `existing`: an account that had a
   * password logs in as usual; neither: the session did not take (cookies blocked), so they log in.
   */
  invitationAccepted: (state: State, action: PayloadAction<{ loggedIn: boolean; existing: boolean }>) =>
    void (state.staff.accept = done(
      says(
        action.payload.loggedIn
          ? 'staff.invitation.acceptedIn'
          : action.payload.existing
            ? 'staff.invitation.acceptedExisting'
            : 'staff.invitation.accepted',
      ),
    )),
  invitationAcceptFailed: (state: State, action: PayloadAction<ConsoleMessage>) => void (state.staff.accept = failed(action.payload)),
};
