import { useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../app/store.js';
import { createEnrolApi } from './enrolApi.js';
import { enrolSagas } from './enrolSagas.js';

/** Starts the enrolment sagas once per store, the first time the course page or my page renders (as useLine). */
export function useEnrol(): void {
  const store = useStore() as AppStore;
  useState(() => {
    store.startFeature('enrol', enrolSagas, createEnrolApi());
    return true;
  });
}
