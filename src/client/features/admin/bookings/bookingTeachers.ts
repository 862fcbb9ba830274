import { createSelector } from '@reduxjs/toolkit';
import { selectTeachers } from '../teachers/teachersSlice.js';

// The teachers the bookings pages offer to choose (the list is loaded by the teachers part on teachersNeeded).
// An empty list is a school without teachers: no teacher control is shown then.

/** Every teacher, retired ones last: their past classes can still be looked up (the filters). */
export const selectTeacherFilterChoices = (s: Parameters<typeof selectTeachers>[0]) => selectTeachers(s).list;

/** The teachers who can take a class now (the desk's choice, "Change teacher"). */
export const selectActiveTeachers = createSelector([selectTeacherFilterChoices], (list) => list.filter((t) => t.retired_at === null));
