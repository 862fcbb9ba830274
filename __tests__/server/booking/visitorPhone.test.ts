import fs from 'node:fs';
import { changedChunks } from '../../../src/server/school/schoolTags';
import { DEFAULT_PROFILE } from '../../../src/shared/school';
import { staffWorld, adminCall, VISITOR } from '../admin/adminKit';
import { bookingBody, firstSlotIds, TEST_SCHEDULE, testClock } from './bookingTestKit';
import { setPhoneField, visitorPhoneBehaviour } from './visitorPhoneBehaviour';
import { makeStaticDir, useTestApps } from '../testApp';

// The booking form's phone number as the school asks it (issue 39, point 4), on PGlite.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const start = () => startApp(staticDir, { services: { now: testClock().now, schedule: TEST_SCHEDULE, workers: false } });

describe('on PGlite', () => visitorPhoneBehaviour(start));

test('a logged-in visitor\u2019s own customer gets the phone, and the desk finds the booking and the customer by it', async () => {
  const w = await staffWorld(startApp, staticDir);
  await setPhoneField(w.db, 'optional');
  const [first, second] = [await firstSlotIds(w.app, 4), (await firstSlotIds(w.app, 8)).slice(4)];
  const asVisitor = (ids: number[], phone: string) =>
    adminCall(w.app, 'POST', '/public/book/confirm', w.visitor, bookingBody({ timeslot_ids: ids, action_type: 'payment', phone }));
  // the account's customer is made by its first booking, without a phone; the second one's phone fills it
  expect((await asVisitor(first, '')).statusCode).toBe(200);
  expect((await asVisitor(second, '(090) 5555-0101')).statusCode).toBe(200);
  const list = (await adminCall(w.app, 'GET', '/admin/bookings?q=5555-0101&status=Pending', w.staff)).json();
  // both of the customer's bookings (the search asks the customer's phone too); the second one's own phone
  expect(list.items.map((b: { phone: string | null }) => b.phone).sort()).toEqual(['(090) 5555-0101', null]);
  const customers = (await adminCall(w.app, 'GET', '/admin/customers?q=09055550101', w.staff)).json();
  expect(customers.items).toEqual([expect.objectContaining({ email: VISITOR.email, phone: '(090) 5555-0101' })]);
});

test('the owner\u2019s choice is saved with the profile (audited, version-checked); the booking page then skips its pre-render', async () => {
  const w = await staffWorld(startApp, staticDir);
  const save = (profile: object, version: number) => adminCall(w.app, 'PUT', '/admin/school', w.owner, { profile, version });
  const bad = await save({ ...DEFAULT_PROFILE, phone_field: 'sometimes' }, 0);
  expect(bad.statusCode).toBe(400);
  expect((await save({ ...DEFAULT_PROFILE, phone_field: 'required' }, 0)).statusCode).toBe(200);
  expect((await save({ ...DEFAULT_PROFILE, phone_field: 'optional' }, 0)).statusCode).toBe(409);
  const audit = await w.db.query<{ after: { phone_field: string } }>("select after from audit_log where action = 'school.changed'");
  expect(audit.map((a) => a.after.phone_field)).toEqual(['required']);
  // the visitor pages read it from the page's school data block
  expect((await w.app.inject({ method: 'GET', url: '/api/public/school' })).json()).toMatchObject({ phone_field: 'required' });
  expect(changedChunks({ ...DEFAULT_PROFILE, phone_field: 'optional' })).toEqual(new Set(['booking']));
  expect(changedChunks(DEFAULT_PROFILE)).toEqual(new Set());
});
