import type { FastifyInstance } from 'fastify';
import { extendLessons } from '../../../src/server/enrolment/horizon';
import { applyStripeChanges } from '../../../src/server/enrolment/stripeChanges';
import { tuitionOf } from '../../../src/server/enrolment/tuition';
import { tokyoInstant, tokyoToday } from '../../../src/shared/dates';
import { call, logIn, loggedIn, PASSWORD } from '../accounts/accountsKit';
import { signedEvent, useStripeApps } from '../stripeFake';
import { calendarFor, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { ELEMENTARY_ENGLISH, TUE } from './enrolmentKit';

// A pause and a withdrawal on a Stripe subscription (issue 41): the job pauses the subscription's collection with
// its invoices voided once the month before the pause is invoiced, resuming the day before the month after it is
// (exactly the paused months voided), and cancels a withdrawn subscription on its last day, each change once.
jest.setTimeout(60_000);
const apps = useStripeApps();
const HANA = { name: 'Hana Mori', email: 'hana@example.com', password: PASSWORD };
const DAY = 24 * 60;

const deliver = (app: FastifyInstance, event: { payload: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    payload: event.payload,
  });

const noon = (day: string) => String(tokyoInstant(day, '12:00').getTime() / 1000);

test('a pause voids exactly its months on Stripe, and a withdrawal cancels the subscription on its last day', async () => {
  const t = await apps.start(SCHOOL_WITH_TEACHERS);
  await calendarFor(t.app);
  const deps = t.app.services.deps;
  const until = (date: string) => {
    while (tokyoToday(t.clock.now()) < date) t.clock.advanceMinutes(DAY);
  };
  const who = await loggedIn(t, HANA);
  const choice = {
    course_id: ELEMENTARY_ENGLISH,
    teacher_id: SATO,
    weekday: TUE,
    start: '12:00',
    starts_on: '2026-12-01',
    confirmed: true,
  };
  const { id } = (await call(t.app, 'POST', '/public/enrolments', choice, { cookie: who.cookie })).json();
  const completed = {
    id: 'cs_test_1',
    object: 'checkout.session',
    status: 'complete',
    subscription: 'sub_1',
    metadata: { kind: 'tuition', enrolment_id: String(id) },
  };
  expect((await deliver(t.app, signedEvent(apps.fake().stripe, 'checkout.session.completed', completed))).statusCode).toBe(200);

  // Monday 23 November: a pause of January (past the 15th: January is the first month it may start)
  const asked = await call(
    t.app,
    'POST',
    `/public/mypage/enrolments/${id}/pause`,
    { first_month: '2027-01', months: 1 },
    { cookie: who.cookie },
  );
  expect(asked.statusCode).toBe(200);
  const changes = () => apps.fake().requests.filter((r) => r.path === '/v1/subscriptions/sub_1');
  expect(await applyStripeChanges(deps, apps.fake().stripe)).toBe(0); // December is still to be invoiced
  until('2026-12-02');
  expect(await applyStripeChanges(deps, apps.fake().stripe)).toBe(1);
  expect(await applyStripeChanges(deps, apps.fake().stripe)).toBe(0);
  expect(changes().map((r) => r.form)).toEqual([
    { 'pause_collection[behavior]': 'void', 'pause_collection[resumes_at]': noon('2027-01-31') },
  ]);
  until('2027-01-01');
  await extendLessons(deps);
  expect((await tuitionOf(t.db, id)).find((m) => m.month === '2027-01')).toMatchObject({ status: 'waived', tuition_yen: 0 });

  // Wednesday 10 February: she withdraws; the subscription is canceled on the 28th, before March's invoice
  until('2027-02-10');
  const again = await logIn(t.app, HANA);
  const done = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/withdrawal`, { confirmed: true }, { cookie: again.cookie });
  expect(done.json()).toMatchObject({ status: 'ending', ends_on: '2027-02-28' });
  expect(await applyStripeChanges(deps, apps.fake().stripe)).toBe(1);
  expect(await applyStripeChanges(deps, apps.fake().stripe)).toBe(0);
  expect(changes().at(-1)!.form).toEqual({ cancel_at: noon('2027-02-28'), proration_behavior: 'none' });
});
