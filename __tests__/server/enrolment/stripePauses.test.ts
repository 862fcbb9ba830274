import { extendLessons } from '../../../src/server/enrolment/horizon';
import { applyStripeChanges } from '../../../src/server/enrolment/stripeChanges';
import { tuitionOf } from '../../../src/server/enrolment/tuition';
import { tokyoInstant, tokyoToday } from '../../../src/shared/dates';
import { call, logIn, PASSWORD } from '../accounts/accountsKit';
import { useStripeApps } from '../stripeFake';
import { SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { enrolByStripe } from './stripeEnrolKit';

// A pause and a withdrawal on a Stripe subscription (issue 41): the job pauses the subscription's collection with
// its invoices voided once the month before the pause is invoiced, resuming the day before the month after it is
// (exactly the paused months voided), and cancels a withdrawn subscription on its last day, each change once.
jest.setTimeout(60_000);
const apps = useStripeApps();
const HANA = { name: 'Hana Mori', email: 'hana@example.com', password: PASSWORD };
const DAY = 24 * 60;

const noon = (day: string) => String(tokyoInstant(day, '12:00').getTime() / 1000);

test('a pause voids exactly its months on Stripe, and a withdrawal cancels the subscription on its last day', async () => {
  const t = await apps.start(SCHOOL_WITH_TEACHERS);
  const deps = t.app.services.deps;
  const until = (date: string) => {
    while (tokyoToday(t.clock.now()) < date) t.clock.advanceMinutes(DAY);
  };
  const who = await enrolByStripe(apps, t, HANA);
  const id = who.id;

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
