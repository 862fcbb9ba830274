import fs from 'node:fs';
import { extendLessons } from '../../../src/server/enrolment/horizon';
import { RENEWAL_DECLINE_CARD, renewDueMonths } from '../../../src/server/enrolment/cardTuition';
import { tellNextMonthLessons } from '../../../src/server/enrolment/nextMonthLessons';
import { tuitionOf } from '../../../src/server/enrolment/tuition';
import { addDays, tokyoToday, weekday } from '../../../src/shared/dates';
import type { EnrolmentTerms, TuitionMonth } from '../../../src/shared/enrolment';
import { formatYen } from '../../../src/shared/format';
import { adminWorld, VISITOR } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { call, logIn, type LoggedIn } from '../accounts/accountsKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor, SATO, SCHOOL_WITH_TEACHERS, startsFor, startsFrom } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { ELEMENTARY_ENGLISH, TUE, trialWith } from './enrolmentKit';

// The student's year on a fake clock (issue 40's story): a visitor books a trial with Sato, enrols from it in a weekly
// Tuesday 12:00 lesson with her, pays the first month and the fee by card, is charged monthly for six months (one
// renewal declined, then paid from the link), while trial visitors can never book Sato on Tuesdays at 12:00; every
// month's lessons and payments match.
jest.setTimeout(120_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const DAY = 24 * 60;

test('a year of tuition: a trial, an enrolment paid by card, six monthly renewals with one declined and paid again', async () => {
  const clock = testClock();
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  const deps = t.app.services.deps;
  const as = (who: LoggedIn) => ({ cookie: who.cookie, 'accept-language': 'ja' });

  // the trial with Sato on Tuesday 24 November, 10:00-12:00
  const trial = await trialWith(t.app, t.db, '2026-11-24', startsFrom('10:00', 4), SATO, 'hanako');
  expect(trial.statusCode).toBe(200);
  clock.advanceMinutes(2 * DAY); // Wednesday 25 November: she enrols, from 1 December

  const choice = { course_id: ELEMENTARY_ENGLISH, teacher_id: SATO, weekday: TUE, start: '12:00', starts_on: '2026-12-01' };
  const quoted = await call(t.app, 'POST', '/public/enrolments/quote', choice, { 'accept-language': 'ja' });
  const terms: EnrolmentTerms = quoted.json();
  expect(terms).toMatchObject({ course_name: '初級英語', lessons_per_month: 4, first_payment: 17500, monthly_fee: 12000, charge_day: 1 });
  let visitor = w.visitor;
  // her account has connected LINE: the enrolment's messages go there too
  await t.db.query("insert into line_recipients (line_user_id) values ('U0123456789abcdef0123456789abcdef')");
  await t.db.query("update users set line_user_id = 'U0123456789abcdef0123456789abcdef' where email = $1", [VISITOR.email]);
  const started = await call(t.app, 'POST', '/public/enrolments', { ...choice, confirmed: true }, as(visitor));
  expect(started.statusCode).toBe(201);
  const { id, checkout_url } = started.json();
  const sessionPath = new URL(checkout_url).pathname;
  const page = await t.app.inject({ method: 'GET', url: sessionPath, headers: { 'accept-language': 'ja' } });
  expect(page.body).toContain('¥17,500');
  const paid = await t.app.inject({ method: 'POST', url: `${sessionPath}/pay`, payload: { card: '4242 4242 4242 4242' } });
  expect(paid.statusCode).toBe(303);
  const mine = async () => (await call(t.app, 'GET', `/public/mypage/enrolments/${id}`, undefined, as(visitor))).json();
  expect(await mine()).toMatchObject({ status: 'active', billing: 'card' });
  const line = await t.db.query<{ line_text: string }>(
    "select line_text from mail_outbox where channel = 'line' and line_to like 'U0123%'",
  );
  expect(line.map((m) => m.line_text.split('\n')[0])).toEqual([
    expect.stringContaining('ご入会ありがとうございます'),
    expect.stringContaining('授業料お支払い'),
  ]);

  // month by month: the 1st of each month the renewal job charges; from April the bank declines the saved card
  const months: string[] = [];
  for (let m = 0; m < 6; m++) {
    clock.advanceMinutes(DAY);
    while (!tokyoToday(clock.now()).endsWith('-01')) clock.advanceMinutes(DAY);
    months.push(tokyoToday(clock.now()).slice(0, 7));
    if (m === 4) await t.db.query('update test_subscriptions set card = $1 where enrolment_id = $2', [RENEWAL_DECLINE_CARD, id]);
    await extendLessons(deps);
    await renewDueMonths(deps);
    await tellNextMonthLessons(deps); // not before the 20th
    // a trial visitor can never take Sato on a Tuesday at 12:00 (every Tuesday of the visitors' window)
    const today = tokyoToday(clock.now());
    for (let d = addDays(today, 1); d <= addDays(today, 14); d = addDays(d, 1)) {
      if (weekday(d) === TUE) expect(await startsFor(t.app, { teacher: SATO }, d)).not.toContain('12:00');
    }
  }
  expect(months).toEqual(['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05']);
  const tuition = await tuitionOf(t.db, id);
  const byMonth = new Map(tuition.map((x) => [x.month, x]));
  // December was the first payment (at enrolment); January to March renewed; April declined
  expect(byMonth.get('2026-12')).toMatchObject({ status: 'paid', way: 'card', lessons: 4, tuition_yen: 12000, fee_yen: 5500 });
  for (const m of ['2027-01', '2027-02', '2027-03'])
    expect(byMonth.get(m)).toMatchObject({ status: 'paid', way: 'card', lessons: 4, tuition_yen: 12000 });
  expect(byMonth.get('2027-04')).toMatchObject({ status: 'failed' });

  // she is told in Japanese, with the link to pay; she pays April with another card
  const told = await t.db.query<{ subject: string; text_body: string }>(
    "select subject, text_body from mail_outbox where to_address = $1 and channel = 'email' and subject like '%お支払いができませんでした%'",
    [VISITOR.email],
  );
  // each declined month once (April, then May on the same card), never again on the daily retries
  expect(told.map((m) => m.subject.match(/2027年\d+月/)![0])).toEqual(['2027年4月', '2027年5月']);
  expect(told[0].text_body).toContain(`/app/my_page?pay=${id}:2027-04`);
  visitor = await logIn(t.app, VISITOR); // months later: her session has expired
  const again = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/tuition/2027-04/pay`, undefined, as(visitor));
  expect(again.statusCode).toBe(200);
  const againPath = new URL(again.json().checkout_url).pathname;
  expect((await t.app.inject({ method: 'POST', url: `${againPath}/pay`, payload: { card: '5555 5555 5555 4444' } })).statusCode).toBe(303);
  clock.advanceMinutes(DAY);
  await renewDueMonths(deps);
  const after = new Map((await tuitionOf(t.db, id)).map((x) => [x.month, x]));
  expect(after.get('2027-04')).toMatchObject({ status: 'paid', way: 'card' });
  expect(after.get('2027-05')).toMatchObject({ status: 'paid', way: 'card' }); // the new card pays May (tried again the next day)

  // every paid month's money is what its lessons cost, and each month has its four lessons with Sato
  const lessons = await t.db.query<{ month: string; n: number }>(
    `select to_char(l.day, 'YYYY-MM') as month, count(*)::int as n from lessons l join enrolments e on e.class_id = l.class_id
     where e.id = $1 group by 1 order by 1`,
    [id],
  );
  for (const m of ['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05']) {
    expect([m, lessons.find((l) => l.month === m)?.n]).toEqual([m, 4]);
    expect([m, after.get(m)?.lessons]).toEqual([m, 4]);
  }
  // from the 20th, next month's lessons, once (the job runs every minute)
  while (!tokyoToday(clock.now()).endsWith('-20')) clock.advanceMinutes(DAY);
  expect(await tellNextMonthLessons(deps)).toBe(1);
  expect(await tellNextMonthLessons(deps)).toBe(0);
  const [june] = await t.db.query<{ subject: string; text_body: string }>(
    "select subject, text_body from mail_outbox where channel = 'email' and subject like '%2027年6月のレッスン日程%'",
  );
  expect(june.text_body).toContain('2027年6月1日');
  const receipts = await t.db.query(
    "select 1 from mail_outbox where to_address = $1 and channel = 'email' and subject like '%授業料お支払いのお知らせ%'",
    [VISITOR.email],
  );
  expect(receipts).toHaveLength(6);
  // every paid month has its receipt on her page, for what was charged (the form before its first issue shows it)
  const paidMonths = (await mine()).tuition.filter((m: TuitionMonth) => m.status === 'paid');
  expect(paidMonths).toHaveLength(6);
  for (const m of paidMonths) {
    const receipt = await t.app.inject({ method: 'GET', url: new URL(m.receipt_url!).pathname, headers: { 'accept-language': 'ja' } });
    expect([m.month, receipt.statusCode, receipt.body.includes(formatYen(m.tuition_yen + m.fee_yen))]).toEqual([m.month, 200, true]);
  }
});
