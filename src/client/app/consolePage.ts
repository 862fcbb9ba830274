import type { ComponentType } from 'react';
import type { Feature, FeatureStarter } from './featureStarter.js';

export type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * A console page's route loader: its chunk names the areas it needs (`features`), whose sagas `starter` starts
 * before the page renders.
 */
export const consolePage =
  (starter: FeatureStarter) =>
  <M extends { features: readonly Feature[] }>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyPage =>
  async () => {
    const m = await load();
    starter.start(m.features);
    return { Component: pick(m) };
  };
