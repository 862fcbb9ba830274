import type { FastifyInstance } from 'fastify';
import { applyStripeChanges } from '../../../src/server/enrolment/stripeChanges';
import { tokyoToday } from '../../../src/shared/dates';
import { call, loggedIn, PASSWORD } from '../accounts/accountsKit';
import { signedEvent, useStripeApps } from '../stripeFake';
import { calendarFor, LEE, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { ELEMENTARY_ENGLISH, TUE } from './enrolmentKit';

// A change of course on a Stripe subscription (issue 41 point 7): the job sets the subscription's monthly price to
// the new fee once the month before the change has been invoiced (no proration), once.
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

test("a change to Business English from January sets the subscription's price to ¥16,000 after December's invoice", async () => {
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

  const change = { course_id: 3, teacher_id: LEE, weekday: TUE, start: '16:00', confirmed: true };
  const done = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/change`, change, { cookie: who.cookie });
  expect(done.statusCode).toBe(200);
  const updates = () => apps.fake().requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_1');
  expect(await applyStripeChanges(deps, apps.fake().stripe)).toBe(0); // December is still to be invoiced at the old price
  until('2026-12-02');
  expect(await applyStripeChanges(deps, apps.fake().stripe)).toBe(1);
  expect(await applyStripeChanges(deps, apps.fake().stripe)).toBe(0);
  expect(updates().map((r) => r.form)).toEqual([
    {
      'items[0][id]': 'si_1',
      'items[0][price_data][currency]': 'jpy',
      'items[0][price_data][unit_amount]': '16000',
      'items[0][price_data][recurring][interval]': 'month',
      'items[0][price_data][product]': 'prod_1',
      proration_behavior: 'none',
    },
  ]);
});
