import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { authSlice } from '../features/auth/authSlice.js';
import { bookingSlice } from '../features/booking/bookingSlice.js';
import { mypageSlice } from '../features/mypage/mypageSlice.js';
import { uiSlice } from '../features/ui/uiSlice.js';
import type { SagaDeps } from './deps.js';
import { redact } from './redact.js';
import { rootSaga } from './rootSaga.js';

/**
 * Slices a lazily loaded feature adds once its chunk has loaded (the console's `admin`): the
 * feature declares itself here (`declare module …/store.js`) and injects its slice with `injectInto`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, bookingSlice, mypageSlice, uiSlice).withLazyLoadedSlices<LazyLoadedSlices>();

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
  const started = new Set<string>();
  return Object.assign(store, {
    sagaTask: task,
    /**
     * Starts a lazily loaded feature's sagas once per store (its chunk calls this when it loads), with
     * the app's deps and the feature's own extras (the console's API).
     */
    startFeature<Extra>(name: string, featureSaga: Saga<[SagaDeps, Extra]>, extra: Extra) {
      if (started.has(name)) return;
      started.add(name);
      saga.run(featureSaga, deps, extra);
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
