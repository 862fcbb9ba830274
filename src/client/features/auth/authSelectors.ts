import type { RootState } from '../../app/store.js';

export const selectUser = (s: RootState) => s.auth.userInfo;
export const selectIsLoggedIn = (s: RootState) => s.auth.access_token !== '' && s.auth.userInfo !== null;
export const selectSessionRestored = (s: RootState) => s.auth.restoreStatus === 'done';
