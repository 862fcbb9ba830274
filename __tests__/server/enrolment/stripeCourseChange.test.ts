import { applyStripeChanges } from '../../../src/server/enrolment/stripeChanges';
import { tokyoToday } from '../../../src/shared/dates';
import { call, PASSWORD } from '../accounts/accountsKit';
import { useStripeApps } from '../stripeFake';
import { LEE, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { TUE } from './enrolmentKit';
import { enrolByStripe } from './stripeEnrolKit';

// A change of course on a Stripe subscription (issue 41 point 7): the job sets the subscription's monthly price to
// the new fee once the month before the change has been invoiced (no proration), once.
jest.setTimeout(60_000);
const apps = useStripeApps();
const HANA = { name: 'Hana Mori', email: 'hana@example.com', password: PASSWORD };
const DAY = 24 * 60;

test("a change to Business English from January sets the subscription's price to ¥16,000 after December's invoice", async () => {
  const t = await apps.start(SCHOOL_WITH_TEACHERS);
  const deps = t.app.services.deps;
  const until = (date: string) => {
    while (tokyoToday(t.clock.now()) < date) t.clock.advanceMinutes(DAY);
  };
  const who = await enrolByStripe(apps, t, HANA);
  const id = who.id;

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
