/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import type { Api } from '../../src/client/api/api';
import { ApiError } from '../../src/client/api/client';
import {
  selectBookingLoadError,
  selectCancelMessage,
  selectCancelStatus,
  selectViewedBooking,
} from '../../src/client/features/booking/bookingSelectors';
import { bookingCancelRequested, bookingViewOpened } from '../../src/client/features/booking/bookingSlice';
import { takePageBooking } from '../../src/client/features/booking/pageBooking';
import { viewBookingSagas } from '../../src/client/features/booking/viewBookingSagas';
import { BOOKING_DATA_ID, type PageBooking } from '../../src/shared/bookingData';
import { detail, flush } from './bookingFixtures';
import { fakeApi, startStore } from './testStore';

// The booking's page (view-booking): its load, from the page's data block or the call, and its cancel, on the real store.

describe('view and cancel a booking', () => {
  const ids = { referenceId: 'REF12345abc', bookingId: '7' };

  async function viewing(overrides: Partial<Api>, confirmAnswer = true) {
    const started = startStore({ api: fakeApi(overrides), path: '/view-booking/REF12345abc/7', confirmAnswer });
    // as the booking's page does
    started.store.startFeature('bookingView', viewBookingSagas, takePageBooking);
    started.store.dispatch(bookingViewOpened(ids));
    await flush();
    return started;
  }

  test('the link loads the booking detail', async () => {
    const viewBooking = jest.fn(async () => detail);
    const { store } = await viewing({ viewBooking });
    expect(viewBooking).toHaveBeenCalledWith('REF12345abc', '7');
    expect(selectViewedBooking(store.getState())).toEqual(detail);
  });

  test.each([
    ['404', new ApiError(404, 'Not found'), 'Booking not found.'],
    ['500 without detail', new ApiError(500, undefined), 'Failed to load booking.'],
    ['400 with detail', new ApiError(400, 'Invalid booking link.'), 'Invalid booking link.'],
  ])('a failed load shows its message (%s)', async (_label, error, shown) => {
    const { store } = await viewing({ viewBooking: () => Promise.reject(error) });
    expect(selectBookingLoadError(store.getState())).toBe(shown);
    expect(selectViewedBooking(store.getState())).toBeNull();
  });

  test('declining the confirm prompt cancels nothing', async () => {
    const cancelBooking = jest.fn(async () => null);
    const { store, prompts } = await viewing({ viewBooking: async () => detail, cancelBooking }, false);
    store.dispatch(bookingCancelRequested());
    await flush();
    expect(prompts).toEqual(['Are you sure you want to cancel this booking?']);
    expect(cancelBooking).not.toHaveBeenCalled();
    expect(selectCancelStatus(store.getState())).toBe('idle');
    expect(selectCancelMessage(store.getState())).toBeNull();
  });

  test('a confirmed cancel shows Booking canceled! and reloads the detail', async () => {
    const viewBooking = jest
      .fn()
      .mockResolvedValueOnce(detail)
      .mockResolvedValueOnce({ ...detail, status: 'Canceled' });
    const cancelBooking = jest.fn(async () => null);
    const { store, prompts } = await viewing({ viewBooking, cancelBooking });
    store.dispatch(bookingCancelRequested());
    await flush();
    expect(prompts).toEqual(['Are you sure you want to cancel this booking?']);
    expect(cancelBooking).toHaveBeenCalledWith('7');
    expect(selectCancelMessage(store.getState())).toBe('Booking canceled!');
    expect(viewBooking).toHaveBeenCalledTimes(2);
    expect(selectViewedBooking(store.getState())?.status).toBe('Canceled');
  });

  test.each([
    ['409 with detail', new ApiError(409, 'This booking can no longer be canceled.'), 'This booking can no longer be canceled.'],
    ['500 without detail', new ApiError(500, undefined), 'Failed to cancel booking.'],
  ])('a failed cancel shows the server detail or the fallback (%s)', async (_label, error, shown) => {
    const { store } = await viewing({ viewBooking: async () => detail, cancelBooking: () => Promise.reject(error) });
    store.dispatch(bookingCancelRequested());
    await flush();
    expect(selectCancelStatus(store.getState())).toBe('failed');
    expect(selectCancelMessage(store.getState())).toBe(shown);
  });
});

describe("the page's data block (issue 38: the page's largest paint waited for the call)", () => {
  /** The page as the server sends it for a link: its data block in the document. */
  function pageCarries(content: PageBooking | string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = BOOKING_DATA_ID;
    block.textContent = typeof content === 'string' ? content : JSON.stringify(content);
    document.body.append(block);
  }
  const own: PageBooking = { reference_id: 'REF12345abc', booking_id: 7, detail };
  afterEach(() => document.getElementById(BOOKING_DATA_ID)?.remove());

  function opened(viewBooking: Api['viewBooking'], cancelBooking: Api['cancelBooking'] = jest.fn(async () => null)) {
    const started = startStore({ api: fakeApi({ viewBooking, cancelBooking }), path: '/view-booking/REF12345abc/7' });
    started.store.startFeature('bookingView', viewBookingSagas, takePageBooking);
    started.store.dispatch(bookingViewOpened({ referenceId: 'REF12345abc', bookingId: '7' }));
    return started;
  }

  test("the link's page came with the booking: shown at once, without a call; read once, so the cancel's reload calls", async () => {
    pageCarries(own);
    const viewBooking = jest.fn(async () => ({ ...detail, status: 'Canceled' as const }));
    const { store } = opened(viewBooking);
    // in the dispatch itself: the page's first render after it already shows the booking
    expect(selectViewedBooking(store.getState())).toEqual(detail);
    await flush();
    expect(viewBooking).not.toHaveBeenCalled();
    expect(document.getElementById(BOOKING_DATA_ID)).toBeNull();
    store.dispatch(bookingCancelRequested());
    await flush();
    expect(selectCancelMessage(store.getState())).toBe('Booking canceled!');
    expect(viewBooking).toHaveBeenCalledTimes(1);
    expect(selectViewedBooking(store.getState())?.status).toBe('Canceled');
    // the link opened again in the app: the call, never the old block
    store.dispatch(bookingViewOpened({ referenceId: 'REF12345abc', bookingId: '7' }));
    await flush();
    expect(viewBooking).toHaveBeenCalledTimes(2);
  });

  test.each([
    ['another booking', { ...own, booking_id: 8 }],
    ['another reference', { ...own, reference_id: 'REF99999xyz' }],
    ['no JSON', '{"reference_id":'],
  ])('a block for %s is not shown: the call answers', async (_label, content) => {
    pageCarries(content);
    const fresh = { ...detail, code: 'GT-FRESH' };
    const viewBooking = jest.fn(async () => fresh);
    const { store } = opened(viewBooking);
    await flush();
    expect(viewBooking).toHaveBeenCalledWith('REF12345abc', '7');
    expect(selectViewedBooking(store.getState())).toEqual(fresh);
  });
});
