import { useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../app/store.js';
import { createLineApi, lineSagas } from './lineSagas.js';

/** Starts the LINE sagas once per store, the first time a page with LINE on it renders (as the in-app sagas start). */
export function useLine(): void {
  const store = useStore() as AppStore;
  useState(() => {
    store.startFeature('line', lineSagas, createLineApi());
    return true;
  });
}
