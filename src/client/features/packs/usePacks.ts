import { useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../app/store.js';
import { createPacksApi } from './packsApi.js';
import { packsSagas } from './packsSagas.js';

/** Starts the packs' sagas once per store, the first time my page's packs or the booking page's choice renders (as useEnrol). */
export function usePacks(): void {
  const store = useStore() as AppStore;
  useState(() => {
    store.startFeature('packs', packsSagas, createPacksApi());
    return true;
  });
}
