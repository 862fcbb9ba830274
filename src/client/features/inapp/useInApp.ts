import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import type { AppStore } from '../../app/store.js';
import { browserDevice } from './device.js';
import { inAppSagas } from './inAppSagas.js';
import { selectBrowserKnown } from './inAppSelectors.js';
import { signInChoicesShown } from './inAppSlice.js';

/**
 * Starts the in-app sagas once per store, the first time a Google button renders (as the console starts
 * its own), and asks once which browser this is. Until the answer, the button's place stays empty: the
 * build's pre-rendered copy, which knows no browser, shows neither the button nor the note.
 */
export function useInApp(): void {
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  const known = useAppSelector(selectBrowserKnown);
  useState(() => {
    store.startFeature('inApp', inAppSagas, browserDevice());
    return true;
  });
  useEffect(() => {
    if (!known) dispatch(signInChoicesShown());
  }, [dispatch, known]);
}
