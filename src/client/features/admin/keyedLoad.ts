import type { LoadStatus } from '../../api/callStatus.js';
import type { ConsoleMessage } from './i18n/consoleMessage.js';

// One record's list loaded into a part of a slice (an enrolment's absences, its make-up times): opening another
// record starts the part afresh, and an answer for a record no longer open is dropped (the clerk moved on).

/** What every such part holds besides its own fields. */
export interface KeyedPart {
  enrolmentId: number | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
}

/** The three steps of the load of `state[key]`, for the slice's own reducers (their action names stay the area's). */
export function keyedLoad<S, K extends keyof S, L>(key: K, initial: S[K] & KeyedPart, put: (part: S[K], loaded: L) => void) {
  const part = (state: S) => state[key] as S[K] & KeyedPart;
  return {
    opened(state: S, enrolmentId: number) {
      if (part(state).enrolmentId !== enrolmentId) state[key] = { ...initial, enrolmentId };
      part(state).status = 'loading';
      part(state).error = null;
    },
    loaded(state: S, enrolmentId: number, loaded: L) {
      if (enrolmentId !== part(state).enrolmentId) return;
      put(part(state), loaded);
      part(state).status = 'ready';
    },
    failed(state: S, error: ConsoleMessage) {
      part(state).status = 'failed';
      part(state).error = error;
    },
  };
}
