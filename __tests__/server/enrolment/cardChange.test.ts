import fs from 'node:fs';
import { extendLessons } from '../../../src/server/enrolment/horizon';
import { RENEWAL_DECLINE_CARD, renewDueMonths } from '../../../src/server/enrolment/cardTuition';
import { tuitionOf } from '../../../src/server/enrolment/tuition';
import { tokyoToday } from '../../../src/shared/dates';
import { CARD_NOT_CHANGEABLE } from '../../../src/shared/enrolment';
import { call, logIn, type LoggedIn } from '../accounts/accountsKit';
import { adminWorld, VISITOR } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { customer, deskEnrol, ELEMENTARY_ENGLISH, TUE, tuesday } from './enrolmentKit';

// Changing the card (issue 40, point 5) with the built-in test provider: from my page, a test page saves a new card
// (nothing charged), audited; the month its old card failed is charged to the new one on the renewal job's next pass.
jest.setTimeout(90_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const DAY = 24 * 60;
const CHOICE = { course_id: ELEMENTARY_ENGLISH, teacher_id: SATO, weekday: TUE, start: '12:00', starts_on: '2026-12-01', confirmed: true };
const ja = (who: LoggedIn) => ({ cookie: who.cookie, 'accept-language': 'ja' });
const form = (url: string, card: string) => ({
  method: 'POST' as const,
  url,
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ja' },
  payload: `card=${card}`,
});

test('a declined month, then a new card from my page: saved without a charge, audited, and the month paid with it', async () => {
  const clock = testClock();
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  const deps = t.app.services.deps;
  const { id, checkout_url } = (await call(t.app, 'POST', '/public/enrolments', CHOICE, ja(w.visitor))).json();
  // her card pays the first month, and its renewals are declined
  expect((await t.app.inject(form(`${new URL(checkout_url).pathname}/pay`, RENEWAL_DECLINE_CARD))).statusCode).toBe(303);
  while (tokyoToday(clock.now()) !== '2027-01-01') clock.advanceMinutes(DAY);
  await extendLessons(deps);
  await renewDueMonths(deps);
  expect((await tuitionOf(t.db, id)).find((m) => m.month === '2027-01')).toMatchObject({ status: 'failed' });

  const visitor = await logIn(t.app, VISITOR); // a month later: her session has expired
  const change = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/card`, {}, ja(visitor));
  expect(change.statusCode).toBe(200);
  const path = new URL(change.json().checkout_url).pathname;
  const page = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'ja' } });
  expect(page.body).toContain('カードの変更');
  expect(page.body).toContain('今は請求されません');
  const declined = await t.app.inject(form(`${path}/pay`, '4000000000000002'));
  expect(declined.statusCode).toBe(402);
  expect(declined.body).toContain('role="alert"');
  const saved = await t.app.inject(form(`${path}/pay`, '5555 5555 5555 4444'));
  expect(saved.statusCode).toBe(303);
  expect(saved.headers.location).toMatch(/\/app\/my_page\?card=changed$/);
  const [card] = await t.db.query<{ card: string }>('select card from test_subscriptions where enrolment_id = $1', [id]);
  expect(card.card).toBe('5555555555554444');
  const audit = await t.db.query<{ actor_email: string; after: object }>(
    "select actor_email, after from audit_log where action = 'enrolment.card_changed'",
  );
  expect(audit).toEqual([{ actor_email: VISITOR.email, after: { provider: 'test', last4: '4444' } }]);
  // nothing was charged by the change; the same day's renewal pass charges January to the new card
  expect((await tuitionOf(t.db, id)).find((m) => m.month === '2027-01')).toMatchObject({ status: 'failed' });
  expect(await renewDueMonths(deps)).toBe(1);
  expect((await tuitionOf(t.db, id)).find((m) => m.month === '2027-01')).toMatchObject({ status: 'paid', way: 'card' });
  // the page once used is done: back to my page
  expect((await t.app.inject(form(`${path}/pay`, '4242424242424242'))).statusCode).toBe(303);
  expect(await t.db.query("select 1 from audit_log where action = 'enrolment.card_changed'")).toHaveLength(1);
});

test('only the student’s own running card enrolment has a card to change', async () => {
  const clock = testClock();
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  const { id } = (await call(t.app, 'POST', '/public/enrolments', CHOICE, ja(w.visitor))).json();
  // pending (the first payment not made yet): no card yet
  const pending = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/card`, {}, ja(w.visitor));
  expect([pending.statusCode, pending.json().detail]).toEqual([409, CARD_NOT_CHANGEABLE]);
  // another's enrolment is not found; a desk enrolment paid at the school has no card
  expect((await call(t.app, 'POST', `/public/mypage/enrolments/${id}/card`, {}, ja(w.owner))).statusCode).toBe(404);
  const desk = await deskEnrol(w, tuesday(await customer(t.db, 'Walk In'), SATO, '10:00'));
  expect(desk.statusCode).toBe(201);
  await t.db.query('update enrolments set user_id = (select id from users where email = $1) where id = $2', [
    VISITOR.email,
    desk.json().id,
  ]);
  const school = await call(t.app, 'POST', `/public/mypage/enrolments/${desk.json().id}/card`, {}, ja(w.visitor));
  expect([school.statusCode, school.json().detail]).toEqual([409, CARD_NOT_CHANGEABLE]);
  expect((await call(t.app, 'POST', '/public/mypage/enrolments/abc/card', {}, ja(w.visitor))).statusCode).toBe(400);
  expect((await call(t.app, 'POST', `/public/mypage/enrolments/${id}/card`, {})).statusCode).toBe(401);
});
