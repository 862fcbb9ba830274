import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TillReport } from '../../../../shared/admin/till.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import { rootReducer } from '../../../app/rootReducer.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The console's till area: the till report (レジ締め) of one day, its cash movements and totals. Injected into the store
// when its module loads (only the till's page loads it); its sagas start with the page's route (tillArea.ts).

export interface TillState {
  /** The day shown; null until the saga fills in today (Japan). */
  date: string | null;
  report: TillReport | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
}

export const initialTill: TillState = { date: null, report: null, status: 'idle', error: null };

export const tillSlice = createSlice({
  name: 'admin/till',
  initialState: initialTill,
  reducers: {
    /** The page opened (optionally on a date: ?date= from Today's link). */
    tillPageOpened(state, action: PayloadAction<{ date: string | null }>) {
      if (action.payload.date) state.date = action.payload.date;
      state.status = 'loading';
      state.error = null;
    },
    tillDateChosen(state, action: PayloadAction<string>) {
      state.date = action.payload;
      state.status = 'loading';
      state.error = null;
    },
    tillDateFound(state, action: PayloadAction<string>) {
      state.date = action.payload;
    },
    tillLoaded(state, action: PayloadAction<TillReport>) {
      state.report = action.payload;
      state.status = 'ready';
    },
    tillLoadFailed(state, action: PayloadAction<ConsoleMessage>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectTill: (state) => state,
  },
});

export const { selectTill } = tillSlice.injectInto(rootReducer).selectors;
export const { tillPageOpened, tillDateChosen, tillDateFound, tillLoaded, tillLoadFailed } = tillSlice.actions;
