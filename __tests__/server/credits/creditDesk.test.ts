import fs from 'node:fs';
import { adminCall, adminWorld, expectRoleChecks, type AdminWorld } from '../admin/adminKit';
import { testClock } from '../booking/bookingTestKit';
import { CREDITS_TOO_FEW, CREDIT_VALID_PAST } from '../../../src/shared/admin/credits';
import { CUSTOMER_NOT_FOUND } from '../../../src/shared/admin/customers';
import { customer } from '../enrolment/enrolmentKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Staff read a student's lesson-credit ledger and correct it with a reason (issue 41, point 4), audited.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

async function desk(): Promise<AdminWorld & { kim: number }> {
  const t = await startApp(staticDir, {
    services: { now: testClock().now, workers: false },
    config: { ownerEmails: ['owner@school.example'] },
  });
  const w = await adminWorld(t);
  return { ...w, kim: await customer(w.db, 'Kim Kang') };
}

const correct = (w: AdminWorld, id: number, body: object) => adminCall(w.app, 'POST', `/admin/customers/${id}/credits`, w.staff, body);

test('staff give two credits and take one back, each with its reason: the ledger and the activity log say so', async () => {
  const w = await desk();
  const given = await correct(w, w.kim, { change: 2, reason: 'Phoned in sick twice last month' });
  expect(given.statusCode).toBe(200);
  expect(given.json()).toMatchObject({ balance: 2, lots: [{ kind: 'staff', left: 2 }] });
  const taken = await correct(w, w.kim, { change: -1, reason: 'One was given by mistake' });
  expect(taken.json()).toMatchObject({ balance: 1 });
  const read = await adminCall(w.app, 'GET', `/admin/customers/${w.kim}/credits`, w.staff);
  expect(
    read
      .json()
      .entries.map((e: { kind: string; amount: number; reason: string; by_email: string }) => [e.kind, e.amount, e.reason, e.by_email]),
  ).toEqual([
    ['correction', -1, 'One was given by mistake', 'staff@school.example'],
    ['staff', 2, 'Phoned in sick twice last month', 'staff@school.example'],
  ]);
  const audit = await w.db.query<{ action: string; after: { change: number } }>(
    "select action, after from audit_log where action = 'credits.corrected' order by id",
  );
  expect(audit.map((a) => a.after.change)).toEqual([2, -1]);
});

test('bad input is 400 { detail }; taking back more than is left is 409 and writes nothing; an unknown customer 404', async () => {
  const w = await desk();
  for (const body of [
    { change: 0, reason: 'x' },
    { change: 1, reason: '  ' },
    { change: 1.5, reason: 'x' },
    { change: 99, reason: 'x' },
    { change: 1 },
    { change: 1, reason: 'x', valid_until: '2026-13-01' },
  ]) {
    const res = await correct(w, w.kim, body);
    expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
  }
  const past = await correct(w, w.kim, { change: 1, reason: 'x', valid_until: '2020-01-01' });
  expect([past.statusCode, past.json().detail]).toEqual([400, CREDIT_VALID_PAST]);
  const tooMany = await correct(w, w.kim, { change: -1, reason: 'x' });
  expect([tooMany.statusCode, tooMany.json().detail]).toEqual([409, CREDITS_TOO_FEW]);
  const nobody = await correct(w, 999, { change: 1, reason: 'x' });
  expect([nobody.statusCode, nobody.json().detail]).toEqual([404, CUSTOMER_NOT_FOUND]);
  expect(await w.db.query('select 1 from lesson_credits')).toEqual([]);
  expect(await w.db.query("select 1 from audit_log where action = 'credits.corrected'")).toEqual([]);
});

test('a visitor and a guest can neither read nor correct a ledger', async () => {
  const w = await desk();
  await expectRoleChecks(w, 'GET', `/admin/customers/${w.kim}/credits`, undefined, 'staff');
  await expectRoleChecks(w, 'POST', `/admin/customers/${w.kim}/credits`, { change: 1, reason: 'x' }, 'staff');
});
