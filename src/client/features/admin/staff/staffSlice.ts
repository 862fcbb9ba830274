import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialStaff, staffReducers, type StaffState } from './staffState.js';

/**
 * The console's staff area: members and invitations (owners), the activity log, and the invitation link's page.
 * Injected into the store when a page that needs it loads (its route's loader: consoleAreas.ts).
 */
export const staffSlice = createSlice({
  name: 'admin/staff',
  initialState: initialStaff as StaffState,
  reducers: staffReducers,
  selectors: {
    selectStaff: (s) => s,
  },
});

declare module '../../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof staffSlice> {}
}

/** The root reducer with this slice in it; its selectors give the initial state until the slice's first action. */
export const withStaff = staffSlice.injectInto(rootReducer);

export const {
  staffPageOpened,
  staffLoaded,
  staffLoadFailed,
  inviteSubmitted,
  invitationSent,
  inviteFailed,
  memberRoleSubmitted,
  invitationRevokeSubmitted,
  memberActionDone,
  memberActionFailed,
  activityPageOpened,
  activityMoreRequested,
  activityFilterChanged,
  activityLoaded,
  activityLoadFailed,
  invitationPageOpened,
  invitationInfoLoaded,
  invitationInfoFailed,
  invitationAcceptSubmitted,
  invitationAccepted,
  invitationAcceptFailed,
} = staffSlice.actions;

export const { selectStaff } = withStaff.selectors;
