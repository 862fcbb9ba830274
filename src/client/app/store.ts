import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authSlice } from '../features/auth/authSlice.js';
import { bookingSlice } from '../features/booking/bookingSlice.js';
import { mypageSlice } from '../features/mypage/mypageSlice.js';
import { uiSlice } from '../features/ui/uiSlice.js';
import type { SagaDeps } from './deps.js';
import { redact } from './redact.js';
import { rootSaga } from './rootSaga.js';

const rootReducer = combineReducers({
  auth: authSlice.reducer,
  booking: bookingSlice.reducer,
  mypage: mypageSlice.reducer,
  ui: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The app's one store: the four slices, the saga middleware running the root saga with `deps`. */
export function makeStore(deps: SagaDeps, preloadedState?: Partial<RootState>) {
  const saga = createSagaMiddleware({
    // Each worker catches its own errors; this only reports one that escaped (it ends the saga tree).
    onError: (error) => deps.log.error(`Unhandled saga error: ${String(error)}`),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
    devTools: { name: 'GTSS booking', actionSanitizer: redact, stateSanitizer: redact },
  });
  const task = saga.run(rootSaga, deps);
  return Object.assign(store, { sagaTask: task });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
