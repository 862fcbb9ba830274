import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import type { SagaDeps } from './deps.js';
import { redact } from './redact.js';
import { rootReducer, type RootState } from './rootReducer.js';
import { rootSaga } from './rootSaga.js';

export type { RootState } from './rootReducer.js';

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
