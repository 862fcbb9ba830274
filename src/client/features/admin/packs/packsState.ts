import type { PayloadAction } from '@reduxjs/toolkit';
import type { PackBalances, PackListed, PackInput } from '../../../../shared/admin/packs.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The packs area's state (issue 41, point 3): the owner's lesson packs, the one being edited, and the unused balance
// of all packs on 資金決済法's reference dates (the numbers page).

export interface PacksState {
  list: PackListed[] | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
  /** The pack in the form: its id, 'new', or none. */
  editing: number | 'new' | null;
  save: CallStatus;
  message: ConsoleMessage | null;
  balances: PackBalances | null;
  /** The courses a pack may be for (null: not read; the form then offers only a length). */
  courses: PackCourse[] | null;
}

/** A course as the pack form offers it. */
export interface PackCourse {
  id: number;
  names: Record<string, string>;
  lesson_slots: number;
  lesson_minutes: number;
}

export const initialPacks: PacksState = {
  list: null,
  status: 'idle',
  error: null,
  editing: null,
  save: 'idle',
  message: null,
  balances: null,
  courses: null,
};

export interface PackSubmission {
  id: number | null;
  input: PackInput & { version?: number };
}

type State = PacksState;

export const packsReducers = {
  packsNeeded(state: State) {
    state.status = 'loading';
    state.error = null;
  },
  packsLoaded(state: State, action: PayloadAction<PackListed[]>) {
    state.list = action.payload;
    state.status = 'ready';
  },
  packsLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.status = 'failed';
    state.error = action.payload;
  },
  packFormOpened(state: State, action: PayloadAction<number | 'new'>) {
    state.editing = action.payload;
    state.save = 'idle';
    state.message = null;
  },
  packFormClosed(state: State) {
    state.editing = null;
    state.save = 'idle';
    state.message = null;
  },
  packSaveSubmitted(state: State, _action: PayloadAction<PackSubmission>) {
    state.save = 'loading';
    state.message = null;
  },
  packSaved(state: State, action: PayloadAction<PackListed>) {
    const list = state.list ?? [];
    const at = list.findIndex((p) => p.id === action.payload.id);
    state.list = at < 0 ? [...list, action.payload] : list.map((p) => (p.id === action.payload.id ? action.payload : p));
    state.editing = null;
    state.save = 'succeeded';
    state.message = { id: 'packs.saved', values: { name: action.payload.names.en } };
  },
  packSaveFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.save = 'failed';
    state.message = action.payload;
  },
  packCoursesLoaded(state: State, action: PayloadAction<PackCourse[]>) {
    state.courses = action.payload;
  },
  packBalancesNeeded(_state: State) {},
  packBalancesLoaded(state: State, action: PayloadAction<PackBalances>) {
    state.balances = action.payload;
  },
};
