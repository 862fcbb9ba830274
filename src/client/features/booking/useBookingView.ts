import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import type { AppStore } from '../../app/store.js';
import { bookingViewOpened } from './bookingSlice.js';
import { createMoveApi, moveViewSagas } from './moveViewSagas.js';
import { takePageBooking } from './pageBooking.js';
import { viewBookingSagas } from './viewBookingSagas.js';

/**
 * Starts the page's sagas (they come with its chunk; once per store) and opens the link in the first render, not after
 * it: the booking the page's HTML came with shows at once, as the server's copy of the page showed it (issue 38).
 * Another link on the same page (other ids) is opened after its render.
 */
export function useBookingView(referenceId: string, bookingId: string) {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  useState(() => {
    store.startFeature('bookingView', viewBookingSagas, takePageBooking);
    store.startFeature('bookingMove', moveViewSagas, createMoveApi());
    dispatch(bookingViewOpened({ referenceId, bookingId }));
  });
  const viewedReference = useAppSelector((s) => s.booking.view.referenceId);
  const viewedId = useAppSelector((s) => s.booking.view.bookingId);
  useEffect(() => {
    if (viewedReference !== referenceId || viewedId !== bookingId) dispatch(bookingViewOpened({ referenceId, bookingId }));
  }, [dispatch, viewedReference, viewedId, referenceId, bookingId]);
}
