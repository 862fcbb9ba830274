import type { Attendance } from '../../../../shared/admin/bookings.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// What the desk's Today and a teacher's classes share: a loaded view of classes, the attendance taps being
// saved, and the last tap's outcome with its Undo. Each part keeps its own dates and view.

/** An attendance tap: the booking, its mark now (null: cleared), and its name for the outcome's words. */
export interface AttendanceTap {
  id: number;
  attendance: Attendance | null;
  name: string;
  /** The mark it had: Undo puts it back. */
  before: Attendance | null;
}

export interface AttendanceDay<View> {
  view: View | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
  /** The classes whose attendance is being saved (their buttons wait). */
  saving: number[];
  /** What the last tap did, or why it failed. */
  outcome: { ok: boolean; message: ConsoleMessage; undo: AttendanceTap | null } | null;
}

export const initialAttendanceDay = { view: null, status: 'idle', error: null, saving: [], outcome: null } as const;

/** The reducers' shared steps, given how to find a class in the view and set its mark. */
export function attendanceDaySteps<View>(mark: (view: View, id: number, attendance: Attendance | null) => void) {
  return {
    loading(day: AttendanceDay<View>) {
      day.status = 'loading';
      day.error = null;
    },
    loaded(day: AttendanceDay<View>, view: View) {
      day.view = view;
      day.status = 'ready';
    },
    loadFailed(day: AttendanceDay<View>, error: ConsoleMessage) {
      day.status = 'failed';
      day.error = error;
    },
    tapped(day: AttendanceDay<View>, tap: AttendanceTap) {
      day.saving.push(tap.id);
      day.outcome = null;
    },
    /** Saved: the class shows its new mark at once, and Undo would put the old one back. */
    saved(day: AttendanceDay<View>, { id, attendance, name, before, message }: AttendanceTap & { message: ConsoleMessage }) {
      day.saving = day.saving.filter((x) => x !== id);
      if (day.view) mark(day.view, id, attendance);
      day.outcome = { ok: true, message, undo: { id, name, attendance: before, before: attendance } };
    },
    failed(day: AttendanceDay<View>, { id, message }: { id: number; message: ConsoleMessage }) {
      day.saving = day.saving.filter((x) => x !== id);
      day.outcome = { ok: false, message, undo: null };
    },
  };
}
