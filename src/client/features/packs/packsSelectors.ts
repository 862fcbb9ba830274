import { createSelector } from '@reduxjs/toolkit';
import { selectDate, selectPicked } from '../booking/bookingSelectors.js';
import { selectPacks } from './packsSlice.js';

/** The visitor's packs with lessons left: the booking page offers them. */
export const selectPacksWithLessons = createSelector([selectPacks], (p) => (p.mine ?? []).filter((x) => x.left > 0));

/** A pack whose lesson is as long as the timeslots chosen and which is still valid on the date chosen, if any. */
export const selectFittingPack = createSelector([selectPacksWithLessons, selectDate, selectPicked], (packs, date, picked) =>
  packs.find((p) => p.lesson_slots === picked.length && date !== null && p.valid_until !== null && date <= p.valid_until),
);
