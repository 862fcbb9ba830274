import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../../shared/auth.js';

/** SPEC §3 login state. The marker 'valid' stands in for a session restored from the cookie. */
export const RESTORED_SESSION_TOKEN = 'valid';

export interface AuthState {
  access_token: string;
  userInfo: User | null;
  restoreStatus: 'idle' | 'loading' | 'done';
}

const initialState: AuthState = { access_token: '', userInfo: null, restoreStatus: 'idle' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionRestoreStarted(state) {
      state.restoreStatus = 'loading';
    },
    sessionRestored(state, action: PayloadAction<User>) {
      state.access_token = RESTORED_SESSION_TOKEN;
      state.userInfo = action.payload;
      state.restoreStatus = 'done';
    },
    sessionRestoreFailed(state) {
      state.restoreStatus = 'done';
    },
    logoutRequested() {},
    // SPEC §4: logout clears both values even when the request failed
    userLoggedOut(state) {
      state.access_token = '';
      state.userInfo = null;
    },
  },
});

export const { sessionRestoreStarted, sessionRestored, sessionRestoreFailed, logoutRequested, userLoggedOut } =
  authSlice.actions;
