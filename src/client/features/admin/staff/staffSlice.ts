import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialStaff as initialState, staffReducers as reducers, staffSelectors as selectors } from './staffState.js';

/**
 * The console's staff area: members and invitations (owners), the activity log, and the invitation link's page.
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
export const staffSlice = createSlice({ name: 'admin/staff', initialState, reducers, selectors });

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

export const { selectStaff } = staffSlice.injectInto(rootReducer).selectors;
