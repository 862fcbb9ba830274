import crypto from 'node:crypto';
import type { Timeslot } from '../../shared/booking.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import type { AvailabilityCache } from './availabilityCache.js';
import type { BookingDeps } from './deps.js';
import type { Schedule } from './schedule.js';
import { calendar, freeSlots } from './slotRepository.js';

export interface DaySlots {
  slots: Timeslot[];
  /** The same list, serialized once for every visitor who asks. */
  json: Buffer;
}

const jsonOf = (value: unknown) => Buffer.from(JSON.stringify(value));

/**
 * The calendar and each day's free timeslots, served from the availability cache as ready-made
 * JSON. A key holds everything else the answer depends on: the booking window's first day (the
 * window starts tomorrow in Tokyo, so the key changes at Tokyo midnight) and the schedule
 * (opening days and window length).
 */
export function availability(deps: Pick<BookingDeps, 'db' | 'schedule'>, ensureWindow: () => Promise<string[]>, cache: AvailabilityCache) {
  let seenSchedule: Schedule | null = null;
  let scheduleKey = '';
  const keyOf = (window: string[], what: string) => {
    if (deps.schedule !== seenSchedule) {
      seenSchedule = deps.schedule;
      scheduleKey = crypto.createHash('sha256').update(JSON.stringify(deps.schedule)).digest('base64url').slice(0, 12);
    }
    return `${scheduleKey}|${window[0]}|${what}`;
  };
  /** The day must be in the window (the caller checked it against ensureWindow's days). */
  const daySlots = async (day: string): Promise<DaySlots> => {
    const window = await ensureWindow();
    return cache.get(keyOf(window, day), async () => {
      const slots = await freeSlots(deps.db, RENTAL_SPACE_ID, day);
      return { slots, json: jsonOf(slots) };
    });
  };
  return {
    cache,
    async calendarJson(): Promise<Buffer> {
      const window = await ensureWindow();
      return cache.get(keyOf(window, 'calendar'), async () => jsonOf(await calendar(deps.db, RENTAL_SPACE_ID, window)));
    },
    daySlots,
    /** What the confirm and payment calls price from: the day's free slots, as cached. */
    freeSlotsOn: async (day: string): Promise<Timeslot[]> => (await daySlots(day)).slots,
  };
}

export type Availability = ReturnType<typeof availability>;
