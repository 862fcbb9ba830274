import type { RootState } from '../../app/store.js';
import type { AuthFlow } from './authSlice.js';

export const selectUser = (s: RootState) => s.auth.userInfo;
export const selectIsLoggedIn = (s: RootState) => s.auth.access_token !== '' && s.auth.userInfo !== null;
export const selectSessionRestored = (s: RootState) => s.auth.restoreStatus === 'done';
export const selectFlow = (flow: AuthFlow) => (s: RootState) => s.auth.flows[flow];
