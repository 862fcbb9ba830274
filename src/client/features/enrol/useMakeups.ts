import { useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../app/store.js';
import { createMakeupApi } from './makeupApi.js';
import { makeupSagas } from './makeupSagas.js';

/** Starts my page's absence and make-up sagas once per store, the first time an enrolment card renders. */
export function useMakeups(): void {
  const store = useStore() as AppStore;
  useState(() => {
    store.startFeature('makeup', makeupSagas, createMakeupApi());
    return true;
  });
}
