import fs from 'node:fs';
import { call, type LoggedIn } from '../accounts/accountsKit';
import { adminWorld, type AdminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { ELEMENTARY_ENGLISH, TUE } from './enrolmentKit';

// Each paid month of tuition gets a receipt (issue 40, point 3): the trial receipt's page (a qualified invoice with the
// school's registration number; 宛名/但し書き before the first issue; 再発行 on reprints, audited), linked from my page
// and from the paid month's mail, printable by staff from the enrolment. A month not paid has none.
jest.setTimeout(90_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const CHOICE = { course_id: ELEMENTARY_ENGLISH, teacher_id: SATO, weekday: TUE, start: '12:00', starts_on: '2026-12-01' };
const ja = (who: LoggedIn) => ({ cookie: who.cookie, 'accept-language': 'ja' });

/** A registered school's app; the visitor enrols by card (the test provider) and pays December and the fee. */
async function paidDecember() {
  const clock = testClock();
  const config = { ...WRITE_CONFIG, invoiceRegistrationNumber: 'T1234567890123', schoolLegalName: '株式会社GTSS' };
  const t = await startApp(staticDir, { services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false }, config });
  await calendarFor(t.app);
  const w: AdminWorld = await adminWorld(t);
  const started = await call(t.app, 'POST', '/public/enrolments', { ...CHOICE, confirmed: true }, ja(w.visitor));
  expect(started.statusCode).toBe(201);
  const { id, checkout_url } = started.json();
  const pay = await t.app.inject({
    method: 'POST',
    url: `${new URL(checkout_url).pathname}/pay`,
    payload: { card: '4242 4242 4242 4242' },
  });
  expect(pay.statusCode).toBe(303);
  await t.db.query(
    `insert into tuition_months (enrolment_id, month, lessons, tuition_yen, charge_on) values ($1, '2027-01-01', 4, 12000, '2027-01-01')
    on conflict do nothing`,
    [id],
  );
  return { t, w, id: id as number };
}

const page = (app: AdminWorld['app'], url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname, headers: { 'accept-language': 'ja', ...headers } });

test('a paid month: my page links its receipt, set before the first issue, a qualified invoice, reprinted as 再発行', async () => {
  const { t, w, id } = await paidDecember();
  const mine = (await call(t.app, 'GET', `/public/mypage/enrolments/${id}`, undefined, ja(w.visitor))).json();
  const [december, january] = mine.tuition;
  expect(december).toMatchObject({
    month: '2026-12',
    status: 'paid',
    receipt_url: expect.stringMatching(/\/api\/public\/tuition-receipts\/[0-9a-f-]{36}$/),
  });
  expect(january).toMatchObject({ month: '2027-01', status: 'due', receipt_url: null });
  // the mail of the paid month links the receipt itself
  const [mail] = await t.db.query<{ text_body: string }>(
    "select text_body from mail_outbox where channel = 'email' and subject like '%授業料お支払い%'",
  );
  expect(mail.text_body).toContain(december.receipt_url);

  const form = await page(t.app, december.receipt_url);
  expect(form.statusCode).toBe(200);
  expect(form.body).toContain('領収書の発行');
  const [student] = await t.db.query<{ name: string }>('select name from customers');
  expect(form.body).toContain(`value="${student.name} 様"`);
  expect(form.body).toContain('value="2026年12月分授業料として"');
  const issued = await t.app.inject({
    method: 'POST',
    url: new URL(december.receipt_url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ja' },
    payload: 'addressee=株式会社ACME 御中&purpose=2026年12月分授業料として',
  });
  expect(issued.statusCode).toBe(303);
  const receipt = await page(t.app, december.receipt_url);
  expect(receipt.statusCode).toBe(200);
  for (const text of [
    '領収書',
    '適格請求書',
    'T1234567890123',
    '株式会社GTSS',
    '株式会社ACME 御中',
    `${mine.code}-202612`, // the receipt's number
    '初級英語 授業料（2026年12月分）',
    'レッスン4回：12月1日、12月8日、12月15日、12月22日',
    '入会金（初級英語）',
    '¥12,000',
    '¥5,500',
    '¥17,500',
    '¥1,590', // 10% included in ¥17,500
    '10%対象',
    'クレジットカード (テストモード',
  ])
    expect([text, receipt.body.includes(text)]).toEqual([text, true]);
  expect(receipt.body).not.toContain('再発行');
  expect((await page(t.app, december.receipt_url)).body).toContain('再発行');
  const audit = await t.db.query<{ action: string; target_id: string; after: { month: string } }>(
    "select action, target_id, after from audit_log where action like 'tuition.receipt%' order by id",
  );
  expect(audit.map((a) => [a.action, a.target_id, a.after.month])).toEqual([
    ['tuition.receipt_issued', String(id), '2026-12'],
    ['tuition.receipt_reissued', String(id), '2026-12'],
  ]);
  // a second issue (another tab) keeps the first wording
  await t.app.inject({
    method: 'POST',
    url: new URL(december.receipt_url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'addressee=Other&purpose=Other',
  });
  expect((await page(t.app, december.receipt_url)).body).toContain('株式会社ACME 御中');
});

test('a month not paid has no receipt (409 in words), a wrong link is 404, and staff print a paid month from the enrolment', async () => {
  const { t, w, id } = await paidDecember();
  const [jan] = await t.db.query<{ ref: string }>(
    "select receipt_ref::text as ref from tuition_months where enrolment_id = $1 and month = '2027-01-01'",
    [id],
  );
  const unpaid = await page(t.app, `/api/public/tuition-receipts/${jan.ref}`);
  expect(unpaid.statusCode).toBe(409);
  expect(unpaid.body).toContain('お支払いが済んでいないため、領収書はまだありません');
  const en = await page(t.app, `/api/public/tuition-receipts/${jan.ref}`, { 'accept-language': 'en' });
  expect(en.body).toContain('not paid, so it has no receipt yet');
  expect((await page(t.app, '/api/public/tuition-receipts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  expect((await page(t.app, '/api/public/tuition-receipts/not-a-uuid')).statusCode).toBe(404);
  const post = await t.app.inject({
    method: 'POST',
    url: `/api/public/tuition-receipts/${jan.ref}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'addressee=A&purpose=B',
  });
  expect(post.statusCode).toBe(409);
  expect(await t.db.query('select 1 from tuition_receipt_issues')).toHaveLength(0);

  const staffPage = (month: string, who = w.staff) =>
    page(t.app, `/api/admin/enrolments/${id}/tuition/${month}/receipt`, { cookie: who.cookie });
  expect((await staffPage('2027-01')).statusCode).toBe(409);
  expect((await staffPage('2027-13')).statusCode).toBe(400);
  expect((await staffPage('2026-12', w.visitor)).statusCode).toBe(403);
  const printed = await staffPage('2026-12');
  expect(printed.statusCode).toBe(200);
  expect(printed.body).toContain('2026年12月分授業料として'); // issued with the default wording, in the student's language
  const [issued] = await t.db.query<{ actor_email: string }>("select actor_email from audit_log where action = 'tuition.receipt_issued'");
  expect(issued.actor_email).toBe('staff@school.example');
  // staff never get the link's secret: the console's enrolment has no receipt_url
  const desk = (await call(t.app, 'GET', `/admin/enrolments/${id}`, undefined, { cookie: w.staff.cookie })).json();
  expect(desk.tuition[0].receipt_url).toBeUndefined();
});
