import crypto from 'node:crypto';
import type { Timeslot } from '../../shared/booking.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import type { AvailabilityCache } from './availabilityCache.js';
import { hasTeachers } from '../teachers/shifts.js';
import { publicTeachers } from '../teachers/teacherRepository.js';
import type { ServerDeps } from '../deps.js';
import type { Schedule } from './schedule.js';
import { calendar, freeSlots, slotsByIds, type SlotFacts, type SlotRow, type TeacherFilter } from './slotRepository.js';

export interface DaySlots {
  slots: Timeslot[];
  /** The same list, serialized once for every visitor who asks. */
  json: Buffer;
}

const jsonOf = (value: unknown) => Buffer.from(JSON.stringify(value));

/** Bounds the slot facts kept (a day has a few dozen slots; the window a few thousand). */
const MAX_SLOT_FACTS = 20_000;

/**
 * The calendar and each day's free timeslots, served from the availability cache as ready-made
 * JSON. A key holds everything else the answer depends on: the booking window's first day (the
 * window starts tomorrow in Tokyo, so the key changes at Tokyo midnight) and the schedule
 * (opening days and window length).
 */
export function availability(deps: Pick<ServerDeps, 'db' | 'schedule'>, ensureWindow: () => Promise<string[]>, cache: AvailabilityCache) {
  let seenSchedule: Schedule | null = null;
  let scheduleKey = '';
  const keyOf = (window: string[], what: string, filter: TeacherFilter = {}) => {
    if (deps.schedule !== seenSchedule) {
      seenSchedule = deps.schedule;
      scheduleKey = crypto.createHash('sha256').update(JSON.stringify(deps.schedule)).digest('base64url').slice(0, 12);
    }
    return `${scheduleKey}|${window[0]}|${what}|${filter.teacher ?? ''}|${filter.language ?? ''}`;
  };
  /** The day must be in the window (the caller checked it against ensureWindow's days). The filter: whose free times. */
  const daySlots = async (day: string, filter: TeacherFilter = {}): Promise<DaySlots> => {
    const window = await ensureWindow();
    return cache.get(keyOf(window, day, filter), async () => {
      const slots = await freeSlots(deps.db, RENTAL_SPACE_ID, day, filter);
      return { slots, json: jsonOf(slots) };
    });
  };
  const facts = new Map<number, Promise<SlotRow | undefined>>();
  let factsSchedule: Schedule | null = null;
  return {
    cache,
    /**
     * The distinct slots among `ids` that exist, ordered by start time. Kept once read, until the
     * schedule changes (a change may re-time or remove slots): otherwise only their free seats and
     * closing change, and those are not part of the answer (the payment's hold checks them in the
     * database). Unknown ids are asked again.
     */
    async slotFacts(ids: number[]): Promise<SlotFacts[]> {
      const unique = [...new Set(ids)];
      if (facts.size >= MAX_SLOT_FACTS || factsSchedule !== deps.schedule) facts.clear();
      factsSchedule = deps.schedule;
      const missing = unique.filter((id) => !facts.has(id));
      // Kept as promises from before the query, so concurrent requests for the same slots share it.
      const loading = missing.length ? slotsByIds(deps.db, RENTAL_SPACE_ID, missing) : null;
      const pending = unique.map((id) => {
        const kept = facts.get(id);
        if (kept) return kept;
        const fact = loading!.then((rows) => rows.find((r) => r.id === id));
        facts.set(id, fact);
        fact.then(
          (f) => f || facts.delete(id),
          () => facts.delete(id),
        ); // unknown or failed: asked again next time
        return fact;
      });
      return (await Promise.all(pending))
        .flatMap((f) => (f ? [{ id: f.id, day: f.day, start: f.start, end: f.end }] : []))
        .sort((a, b) => a.start.localeCompare(b.start));
    },
    async calendarJson(filter: TeacherFilter = {}): Promise<Buffer> {
      const window = await ensureWindow();
      return cache.get(keyOf(window, 'calendar', filter), async () => jsonOf(await calendar(deps.db, RENTAL_SPACE_ID, window, filter)));
    },
    /** Whether the school has teachers (a hold then needs one), kept as the other answers are. */
    hasTeachers: (): Promise<boolean> => cache.get('teachers', () => hasTeachers(deps.db)),
    /** The teachers a visitor can choose, serialized once. */
    teachersJson: (): Promise<Buffer> => cache.get('public-teachers', async () => jsonOf(await publicTeachers(deps.db))),
    daySlots,
    /** What the confirm and payment calls price from: the day's free slots, as cached. */
    freeSlotsOn: async (day: string): Promise<Timeslot[]> => (await daySlots(day)).slots,
  };
}

export type Availability = ReturnType<typeof availability>;
