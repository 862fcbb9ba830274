import { call, loggedIn } from '../accounts/accountsKit';
import { deliver, signedEvent, type useStripeApps } from '../stripeFake';
import { calendarFor, SATO } from '../teachers/teachersKit';
import { ELEMENTARY_ENGLISH, TUE } from './enrolmentKit';

// The Stripe enrolment tests' common start: a student enrols by card in Elementary English with Sato, Tuesdays at
// 12:00 from 1 December, and Stripe's Checkout in subscription mode completes (subscription sub_1).

type StripeApps = ReturnType<typeof useStripeApps>;
type StripeApp = Awaited<ReturnType<StripeApps['start']>>;

/** The weekly time chosen on the confirmation screen, confirmed. */
export const TUESDAY_NOON = {
  course_id: ELEMENTARY_ENGLISH,
  teacher_id: SATO,
  weekday: TUE,
  start: '12:00',
  starts_on: '2026-12-01',
  confirmed: true,
};

/** The enrolment's completed subscription Checkout, as Stripe's webhook sends it. */
export const completedCheckout = (enrolmentId: number) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  mode: 'subscription',
  status: 'complete',
  payment_status: 'paid',
  subscription: 'sub_1',
  metadata: { kind: 'tuition', enrolment_id: String(enrolmentId) },
});

/** The student logs in, enrols in TUESDAY_NOON and (unless `complete` is false) pays by Checkout; the enrolment's id. */
export async function enrolByStripe(
  apps: StripeApps,
  t: StripeApp,
  student: { name: string; email: string; password: string },
  complete = true,
): Promise<{ id: number; cookie: string }> {
  await calendarFor(t.app);
  const who = await loggedIn(t, student);
  const started = await call(t.app, 'POST', '/public/enrolments', TUESDAY_NOON, { cookie: who.cookie });
  expect(started.statusCode).toBe(201);
  const { id } = started.json<{ id: number }>();
  if (complete)
    expect((await deliver(t.app, signedEvent(apps.fake().stripe, 'checkout.session.completed', completedCheckout(id)))).statusCode).toBe(
      200,
    );
  return { id, cookie: who.cookie };
}
