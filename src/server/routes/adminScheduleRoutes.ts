import { IdParams, RefusedChange } from '../../shared/admin/common.js';
import { CloseDatesBody, CloseDatesResult, ScheduleState, SlotState, UpdateScheduleBody } from '../../shared/admin/schedule.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { writeAudit } from '../audit/auditLog.js';
import { staffOf } from '../admin/staffAccess.js';
import { closeDatesCancelling, CloseDatesConflict } from '../admin/closeDates.js';
import { adoptSchedule, changeSchedule, readSchedule, ScheduleConflict } from '../booking/scheduleStore.js';
import { setSlotClosed } from '../booking/slotRepository.js';
import { HttpError } from '../errors.js';
import { addDays, tokyoToday } from '../../shared/dates.js';
import { bookingWindow } from '../booking/schedule.js';
import { holidaysBetween } from '../holidays/holidays.js';
import type { AdminChildRoutes } from './routeOptions.js';

export const UNKNOWN_SLOT = 'There is no such timeslot.';

/**
 * "Schedule" (see adminRoutes.ts): staff read the schedule; owners change it and close or
 * reopen single slots. Every change is audited in its transaction, and the database's notification makes
 * every process take it up; this one takes it up at once, so the owner's next look already shows it.
 */
export const adminScheduleRoutes: AdminChildRoutes = async (app, { deps, availability }) => {
  // With the national holidays of the window it sets, for the console to name (the holiday data stays on the server).
  const withHolidays = (state: ScheduleState): ScheduleState => {
    const window = bookingWindow(state.settings, tokyoToday(deps.now()));
    return { ...state, holidays: holidaysBetween(addDays(window.first, -1), window.last) };
  };

  app.get('/admin/schedule', { schema: { response: { 200: ScheduleState } } }, async () => withHolidays((await readSchedule(deps.db))!));

  app.put(
    '/admin/schedule',
    {
      config: { access: 'owner' },
      schema: {
        body: UpdateScheduleBody,
        response: { 200: ScheduleState, 409: RefusedChange },
      },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      try {
        const state = await changeSchedule(deps, { id: staff.id, email: staff.email }, req.body);
        if (adoptSchedule(deps, state)) availability.cache.notified('schedule');
        return withHolidays(state);
      } catch (e) {
        if (!(e instanceof ScheduleConflict)) throw e;
        return reply.code(409).send({ detail: e.message, conflicts: e.conflicts });
      }
    },
  );

  // "Cancel these N bookings and close the date" (admin/closeDates.ts), offered by a refused closing.
  app.post(
    '/admin/schedule/close-dates',
    {
      config: { access: 'owner' },
      schema: {
        body: CloseDatesBody,
        response: { 200: CloseDatesResult, 409: RefusedChange },
      },
    },
    async (req, reply) => {
      try {
        const result = await closeDatesCancelling(deps, staffOf(req), req.body, req.ip);
        if (adoptSchedule(deps, result.schedule)) availability.cache.notified('schedule');
        return { ...result, schedule: withHolidays(result.schedule) };
      } catch (e) {
        if (!(e instanceof CloseDatesConflict)) throw e;
        return reply.code(409).send({ detail: e.message, conflicts: e.conflicts });
      }
    },
  );

  for (const [verb, closed] of [
    ['close', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/admin/slots/:id/${verb}`,
      { config: { access: 'owner' }, schema: { params: IdParams, response: { 200: SlotState } } },
      async (req) => {
        const staff = staffOf(req);
        const { id } = req.params;
        const changed = await deps.db.transaction(async (tx) => {
          const slot = await setSlotClosed(tx, RENTAL_SPACE_ID, id, closed);
          if (!slot) throw new HttpError(404, UNKNOWN_SLOT);
          // Closing a closed slot changes nothing, so it records nothing.
          if (slot.before.closed !== closed) {
            const { referenced: _, ...before } = slot.before;
            await writeAudit(
              tx,
              { id: staff.id, email: staff.email },
              { action: `slot.${closed ? 'closed' : 'reopened'}`, targetType: 'slot', targetId: id, before, after: { ...before, closed } },
              deps.now(),
            );
          }
          return slot.after;
        });
        return { id: changed.id, closed: changed.closed };
      },
    );
  }
};
