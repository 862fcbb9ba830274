import type { Saga } from 'redux-saga';
import type { SagaDeps } from './deps.js';

/** The store's side of it (store.ts): starts a feature's sagas once per store. */
export interface FeatureHost {
  startFeature<Extra>(name: string, saga: Saga<[SagaDeps, Extra]>, extra: Extra): void;
}

/** A lazily loaded feature: its name, and how it starts its sagas (with what they need besides the app's deps). */
export interface Feature {
  name: string;
  start(host: FeatureHost): void;
}

/**
 * Starts the features a route's lazy loader names, on the app's store. The router, which loads the first
 * route, is made before the store (whose deps need the router): what a loader asks for before then waits
 * for `attach`, and starts before the first render.
 */
export function featureStarter() {
  let host: FeatureHost | null = null;
  const waiting: Feature[] = [];
  return {
    start(features: readonly Feature[]) {
      if (host) for (const f of features) f.start(host);
      else waiting.push(...features);
    },
    attach(store: FeatureHost) {
      host = store;
      for (const f of waiting.splice(0)) f.start(store);
    },
  };
}

export type FeatureStarter = ReturnType<typeof featureStarter>;
