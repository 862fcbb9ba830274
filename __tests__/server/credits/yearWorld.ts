import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addDays, tokyoToday } from '../../../src/shared/dates';
import { adminCall, adminWorld, OWNER, STAFF, VISITOR, type AdminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { call, confirmedUser, logIn, taro, type LoggedIn, type Person } from '../accounts/accountsKit';
import { testClock } from '../booking/bookingTestKit';
import { deskEnrol, ELEMENTARY_ENGLISH, tuesday } from '../enrolment/enrolmentKit';
import { definePack } from '../packs/packKit';
import { calendarFor, LEE, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import type { TestApp } from '../testApp';

// The world of issue 41's property test (yearProperty.test.ts): from Monday 22 March 2027, Hanako enrolled by card
// with Sato on Tuesdays at 12:00, Ken at the desk with Lee on Tuesdays at 15:00, Mika and Yui in a group course of
// Lee's (two classes, Thursdays and Fridays at 11:00, three seats each), Taro with no enrolment; two packs of three
// one-hour lessons on sale for 30 days, one of them for the group course. Every student has an account (my page's
// calls are theirs).

export type Clock = ReturnType<typeof testClock>;
export const STUDENTS = ['hanako', 'ken', 'mika', 'yui'] as const;
export const BUYERS = ['taro', 'hanako', 'mika'] as const;
type Name = (typeof STUDENTS)[number] | 'taro';

export interface YearWorld {
  t: TestApp;
  w: AdminWorld;
  clock: Clock;
  app: FastifyInstance;
  enrolment: Record<(typeof STUDENTS)[number], number>;
  /** A pack of three one-hour lessons, and one of the group course. */
  packs: number[];
  who: Record<Name, LoggedIn>;
  people: Record<Name, Person>;
}

const person = (name: string): Person => ({
  name,
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  password: 'a long school year',
});

const GROUP = {
  names: { en: 'English in a group', ja: 'グループ英会話' },
  descriptions: {},
  language: 'en',
  level: 'elementary',
  lesson_slots: 2,
  lessons_per_month: 4,
  monthly_fee: 8000,
  enrolment_fee: 0,
  capacity: 3,
  online: false,
  teacher_ids: [LEE],
};

/** A student enrolled at the desk, with an account of their own that the enrolment is theirs on my page. */
async function deskStudent(y: Pick<YearWorld, 't' | 'w'>, p: Person, body: Record<string, unknown>): Promise<number> {
  await confirmedUser(y.t, p);
  const [{ id: customer }] = await y.t.db.query<{ id: number }>(
    `insert into customers (name, email, user_id, first_language, first_source)
     select $1, $2, id, 'ja', 'desk' from users where email = $2
     on conflict (email) do update set user_id = excluded.user_id returning id`,
    [p.name, p.email],
  );
  const made = await deskEnrol(y.w, { ...body, customer_id: customer });
  expect([made.statusCode, made.json().detail]).toEqual([201, undefined]);
  await y.t.db.query('update enrolments set user_id = (select id from users where email = $2) where id = $1', [made.json().id, p.email]);
  return made.json().id;
}

async function cardEnrolment(t: TestApp, hanako: LoggedIn): Promise<number> {
  const choice = { course_id: ELEMENTARY_ENGLISH, teacher_id: SATO, weekday: 2, start: '12:00', starts_on: '2027-04-06' };
  const started = await call(t.app, 'POST', '/public/enrolments', { ...choice, confirmed: true }, { cookie: hanako.cookie });
  expect(started.statusCode).toBe(201);
  const pay = new URL(started.json().checkout_url).pathname;
  expect((await t.app.inject({ method: 'POST', url: `${pay}/pay`, payload: { card: '4242 4242 4242 4242' } })).statusCode).toBe(303);
  return started.json().id;
}

export async function yearWorld(startApp: (dir: string, o: object) => Promise<TestApp>, staticDir: string): Promise<YearWorld> {
  const clock = testClock(new Date('2027-03-22T01:00:00Z'));
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  // the school's rules, with a pause fee: a paused month is then charged the fee and nothing more
  await t.db.query(
    `insert into school (id, profile) values (1, $1::jsonb)
     on conflict (id) do update set profile = school.profile || excluded.profile`,
    [
      JSON.stringify({
        enrolment_rules: { pause_deadline_day: 15, pause_min_months: 1, pause_max_months: 3, pause_fee_yen: 1500, withdraw_by_day: 15 },
      }),
    ],
  );
  const w = await adminWorld(t);
  const people = { hanako: VISITOR, ken: person('Ken Ito'), mika: person('Mika Mori'), yui: person('Yui Abe'), taro };
  const group = await adminCall(t.app, 'POST', '/admin/courses', w.owner, GROUP);
  expect(group.statusCode).toBe(201);
  const inGroup = (weekday: number, startsOn: string) => ({ ...tuesday(0, LEE, '11:00', startsOn, group.json().id), weekday });
  const y = { t, w };
  const enrolment = {
    hanako: await cardEnrolment(t, w.visitor),
    ken: await deskStudent(y, people.ken, tuesday(0, LEE, '15:00', '2027-04-06')),
    mika: await deskStudent(y, people.mika, inGroup(4, '2027-04-08')),
    yui: await deskStudent(y, people.yui, inGroup(5, '2027-04-09')),
  };
  await confirmedUser(t, taro);
  const three = { names: { en: 'Three lessons' }, lessons: 3, lesson_slots: 2, price_yen: 9000, valid_days: 30, on_sale: true };
  // a pack of a length, and one of the group course (Lee's lessons, and Mika's and Yui's make-ups)
  const packs = [await definePack(w, three), await definePack(w, { ...three, course_id: group.json().id })];
  const world = { t, w, clock, app: t.app, enrolment, packs, people, who: {} as YearWorld['who'] };
  await logInAll(world);
  return world;
}

/** Everyone logs in again (after time passes, sessions end). */
export async function logInAll(y: YearWorld): Promise<void> {
  for (const name of Object.keys(y.people) as Name[]) y.who[name] = await logIn(y.app, y.people[name]);
  y.w.visitor = y.who.hanako;
  y.w.owner = await logIn(y.app, OWNER);
  y.w.staff = await logIn(y.app, STAFF);
}

export const today = (y: YearWorld) => tokyoToday(y.clock.now());
export const later = (y: YearWorld, days: number) => addDays(today(y), days);

/** A call as a student, the way my page makes it. */
export const asStudent = (y: YearWorld, name: Name, method: 'GET' | 'POST', url: string, body?: object): Promise<LightMyRequestResponse> =>
  call(y.app, method, url, body, { cookie: y.who[name].cookie });
