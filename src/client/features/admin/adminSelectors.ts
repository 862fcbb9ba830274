import type { RootState } from '../../app/store.js';
import { withAdmin } from './adminSlice.js';

/** The admin slice's state (its initial state until the console's first action). */
export const selectAdmin = (s: RootState) => withAdmin.selectSlice(s);

// ---- bookings part: selectors ----

// ---- (keep these two sections apart: they are written by different people at once) ----

// ---- schedule, staff and numbers parts: selectors ----
export const selectSchedule = (s: RootState) => selectAdmin(s).schedule;
export const selectNumbers = (s: RootState) => selectAdmin(s).numbers;
export const selectStaff = (s: RootState) => selectAdmin(s).staff;
