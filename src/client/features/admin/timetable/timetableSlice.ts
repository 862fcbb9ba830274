import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Timetable } from '../../../../shared/admin/timetable.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import { rootReducer } from '../../../app/rootReducer.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The console's timetable area: the teachers' day or week. Injected into the store when its module loads (only the
// timetable's page loads it); its sagas start with the page's route (timetableArea.ts).

export type TimetableView = 'day' | 'week';

export interface TimetableState {
  view: TimetableView;
  /** The day shown (or a day of the week shown); null until the saga fills in today (Japan). */
  date: string | null;
  /** The teacher a phone shows (one column at a time); null: the first one. */
  teacherId: number | null;
  timetable: Timetable | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
}

export const initialTimetable: TimetableState = { view: 'day', date: null, teacherId: null, timetable: null, status: 'idle', error: null };

const loading = (state: TimetableState) => {
  state.status = 'loading';
  state.error = null;
};

export const timetableSlice = createSlice({
  name: 'admin/timetable',
  initialState: initialTimetable,
  reducers: {
    /** The page opened (optionally on a date and a view: ?date=&view=). */
    timetablePageOpened(state, action: PayloadAction<{ date: string | null; view: TimetableView | null }>) {
      if (action.payload.date) state.date = action.payload.date;
      if (action.payload.view) state.view = action.payload.view;
      loading(state);
    },
    timetableDateChosen(state, action: PayloadAction<string>) {
      state.date = action.payload;
      loading(state);
    },
    timetableViewChosen(state, action: PayloadAction<TimetableView>) {
      state.view = action.payload;
      loading(state);
    },
    timetableDateFound(state, action: PayloadAction<string>) {
      state.date = action.payload;
    },
    timetableTeacherChosen(state, action: PayloadAction<number>) {
      state.teacherId = action.payload;
    },
    timetableLoaded(state, action: PayloadAction<Timetable>) {
      state.timetable = action.payload;
      state.status = 'ready';
    },
    timetableLoadFailed(state, action: PayloadAction<ConsoleMessage>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectTimetable: (state) => state,
  },
});

export const { selectTimetable } = timetableSlice.injectInto(rootReducer).selectors;
export const {
  timetablePageOpened,
  timetableDateChosen,
  timetableViewChosen,
  timetableDateFound,
  timetableTeacherChosen,
  timetableLoaded,
  timetableLoadFailed,
} = timetableSlice.actions;
