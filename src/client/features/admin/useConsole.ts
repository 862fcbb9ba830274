import { useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../app/store.js';
import { createAdminApi } from './adminApi.js';
import { adminSagas } from './adminSagas.js';
import { withAdmin } from './adminSlice.js';

/**
 * Starts the console's sagas once per store, the first time a console page renders (the slice is
 * already in the root reducer: adminSlice.ts injects it when its module loads). Runs during the
 * layout's first render, before any page's effect can dispatch.
 */
export function useConsole(): void {
  const store = useStore() as AppStore;
  useState(() => {
    void withAdmin; // the slice is injected by importing adminSlice.ts
    store.startFeature('admin', adminSagas, createAdminApi());
    return true;
  });
}
