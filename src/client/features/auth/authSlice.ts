import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../../shared/auth.js';
import type { CallStatus } from '../../api/callStatus.js';

/** Login state. The marker 'valid' stands in for a session restored from the cookie. */
export const RESTORED_SESSION_TOKEN = 'valid';

/** One account form's outcome: `message` is the success text or the error, as words it. */
export interface FlowState {
  status: CallStatus;
  message: string | null;
}
export const AUTH_FLOWS = ['login', 'signup', 'confirm', 'forgot', 'reset'] as const;
export type AuthFlow = (typeof AUTH_FLOWS)[number];

export interface AuthState {
  access_token: string;
  userInfo: User | null;
  restoreStatus: 'idle' | 'loading' | 'done';
  flows: Record<AuthFlow, FlowState>;
  /** A page that needs a login sent the visitor to log in (the console): where login goes back to. */
  returnTo: string | null;
}

const idle: FlowState = { status: 'idle', message: null };
const initialState: AuthState = {
  access_token: '',
  userInfo: null,
  restoreStatus: 'idle',
  flows: { login: idle, signup: idle, confirm: idle, forgot: idle, reset: idle },
  returnTo: null,
};

// Passwords travel only inside these intent actions (never in state); DevTools masks them (app/redact.ts).
export interface LoginForm {
  email: string;
  password: string;
}
export interface SignupForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}
export interface ResetForm {
  token: string | null;
  password: string;
  confirmPassword: string;
}

const start = (state: AuthState, flow: AuthFlow) => void (state.flows[flow] = { status: 'loading', message: null });
const succeed = (state: AuthState, flow: AuthFlow, message: string | null) => void (state.flows[flow] = { status: 'succeeded', message });
const fail = (state: AuthState, flow: AuthFlow, message: string) => void (state.flows[flow] = { status: 'failed', message });

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
    /** A page with an account form was opened: forget the outcome of its last visit. */
    authFormOpened(state, action: PayloadAction<AuthFlow>) {
      state.flows[action.payload] = idle;
    },
    /** A page that needs a login was opened logged out: login will come back to it. */
    loginRequired(state, action: PayloadAction<{ returnTo: string }>) {
      state.returnTo = action.payload.returnTo;
    },
    loginSubmitted: (state, _action: PayloadAction<LoginForm>) => start(state, 'login'),
    // Login stores the access token and the user, then goes to /app
    loginSucceeded(state, action: PayloadAction<{ access_token: string; user: User }>) {
      state.access_token = action.payload.access_token;
      state.userInfo = action.payload.user;
      state.restoreStatus = 'done';
      state.returnTo = null;
      succeed(state, 'login', null);
    },
    loginFailed: (state, action: PayloadAction<string>) => fail(state, 'login', action.payload),
    signupSubmitted: (state, _action: PayloadAction<SignupForm>) => start(state, 'signup'),
    signupSucceeded: (state, action: PayloadAction<string>) => succeed(state, 'signup', action.payload),
    signupFailed: (state, action: PayloadAction<string>) => fail(state, 'signup', action.payload),
    // `{ token }`, not a bare string, so the DevTools sanitizer masks the single-use token
    emailConfirmOpened: (state, _action: PayloadAction<{ token: string | null }>) => start(state, 'confirm'),
    emailConfirmed: (state, action: PayloadAction<string>) => succeed(state, 'confirm', action.payload),
    emailConfirmFailed: (state, action: PayloadAction<string>) => fail(state, 'confirm', action.payload),
    forgotPasswordSubmitted: (state, _action: PayloadAction<{ email: string }>) => start(state, 'forgot'),
    resetEmailSent: (state, action: PayloadAction<string>) => succeed(state, 'forgot', action.payload),
    forgotPasswordFailed: (state, action: PayloadAction<string>) => fail(state, 'forgot', action.payload),
    passwordResetSubmitted: (state, _action: PayloadAction<ResetForm>) => start(state, 'reset'),
    passwordResetSucceeded: (state, action: PayloadAction<string>) => succeed(state, 'reset', action.payload),
    passwordResetFailed: (state, action: PayloadAction<string>) => fail(state, 'reset', action.payload),
    /** The profile was saved: the header shows the new name at once. */
    userInfoUpdated(state, action: PayloadAction<User>) {
      state.userInfo = action.payload;
    },
    logoutRequested() {},
    // Logout clears both values even when the request failed
    userLoggedOut(state) {
      state.access_token = '';
      state.userInfo = null;
    },
  },
});

export const {
  sessionRestoreStarted,
  sessionRestored,
  sessionRestoreFailed,
  authFormOpened,
  loginRequired,
  loginSubmitted,
  loginSucceeded,
  loginFailed,
  signupSubmitted,
  signupSucceeded,
  signupFailed,
  emailConfirmOpened,
  emailConfirmed,
  emailConfirmFailed,
  forgotPasswordSubmitted,
  resetEmailSent,
  forgotPasswordFailed,
  passwordResetSubmitted,
  passwordResetSucceeded,
  passwordResetFailed,
  userInfoUpdated,
  logoutRequested,
  userLoggedOut,
} = authSlice.actions;
