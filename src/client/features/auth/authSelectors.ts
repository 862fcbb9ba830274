import type { RootState } from '../../app/rootReducer.js';
import type { AuthFlow } from './authSlice.js';

export const selectUser = (s: RootState) => s.auth.userInfo;
export const selectIsLoggedIn = (s: RootState) => s.auth.access_token !== '' && s.auth.userInfo !== null;
export const selectSessionRestored = (s: RootState) => s.auth.restoreStatus === 'done';
export const selectFlow = (flow: AuthFlow) => (s: RootState) => s.auth.flows[flow];
export const selectReturnTo = (s: RootState) => s.auth.returnTo;
/** The signed-in account's role at the school (owner, staff), or null for a visitor. */
export const selectStaffRole = (s: RootState) => s.auth.userInfo?.role ?? null;
