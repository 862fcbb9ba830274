import type { PayloadAction } from '@reduxjs/toolkit';
import type { Absence, DeskAbsenceRequest } from '../../../../shared/absences.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import { keyedLoad, type KeyedPart } from '../keyedLoad.js';
import { idleNote, type NoteState } from '../noteState.js';
import type { CreditsState } from './creditsState.js';

// An enrolment's absences on its page (issue 41): the list, one reported at the desk, a credit granted anyway.

export interface AbsencesPart extends KeyedPart {
  list: Absence[];
  /** The desk's report or grant being saved, or its outcome. */
  save: NoteState;
  /** Bumped by each save: the form starts afresh (its key). */
  saved: number;
}
export const initialAbsences: AbsencesPart = { enrolmentId: null, list: [], status: 'idle', error: null, save: idleNote, saved: 0 };

type State = CreditsState;
const upsert = (list: Absence[], a: Absence) =>
  [a, ...list.filter((x) => x.id !== a.id)].sort((x, y) => y.lesson_day.localeCompare(x.lesson_day) || y.id - x.id);
const load = keyedLoad<State, 'absences', Absence[]>('absences', initialAbsences, (part, list) => {
  part.list = list;
});

export const absencesReducers = {
  absencesOpened(state: State, action: PayloadAction<number>) {
    load.opened(state, action.payload);
  },
  absencesLoaded(state: State, action: PayloadAction<{ enrolmentId: number; absences: Absence[] }>) {
    load.loaded(state, action.payload.enrolmentId, action.payload.absences);
  },
  absencesLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    load.failed(state, action.payload);
  },
  deskAbsenceSubmitted(state: State, _action: PayloadAction<{ enrolmentId: number; body: DeskAbsenceRequest }>) {
    state.absences.save = { status: 'loading', message: null };
  },
  absenceCreditSubmitted(state: State, _action: PayloadAction<{ absenceId: number; reason: string }>) {
    state.absences.save = { status: 'loading', message: null };
  },
  absenceSaved(state: State, action: PayloadAction<Absence>) {
    state.absences.list = upsert(state.absences.list, action.payload);
    state.absences.saved += 1;
    const credited = action.payload.credit_until !== null;
    state.absences.save = {
      status: 'succeeded',
      message: { id: credited ? 'credits.absence.savedCredit' : 'credits.absence.savedNoCredit' },
    };
  },
  absenceSaveFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.absences.save = { status: 'failed', message: action.payload };
  },
};
