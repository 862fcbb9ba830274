import { tuitionOf } from '../../../src/server/enrolment/tuition';
import { tokyoInstant } from '../../../src/shared/dates';
import { call, loggedIn, PASSWORD } from '../accounts/accountsKit';
import { deliver, signedEvent, useStripeApps } from '../stripeFake';
import { calendarFor, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { completedCheckout, enrolByStripe, TUESDAY_NOON } from './stripeEnrolKit';

// Monthly tuition with Stripe (issue 40, point 3): Checkout in subscription mode (the first month and the enrolment
// fee as a one-time line, the monthly fee recurring from the next month's charge day), then Stripe's monthly invoices
// by webhook: paid, failed (the student told once, with the hosted invoice page to pay it), paid again.
jest.setTimeout(60_000);
const apps = useStripeApps();
const VISITOR_FOR_STRIPE = { name: 'Hana Mori', email: 'hana@example.com', password: PASSWORD };

const invoice = (id: string, enrolmentId: number, monthStart: string, billing_reason = 'subscription_cycle') => ({
  id,
  object: 'invoice',
  billing_reason,
  hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: 'sub_1', metadata: { enrolment_id: String(enrolmentId), kind: 'tuition' } },
  },
  lines: { object: 'list', data: [{ id: 'il_1', period: { start: tokyoInstant(monthStart, '00:00').getTime() / 1000, end: 0 } }] },
});

test('a subscription by Stripe Checkout: anchored to next month, activated by its webhook, each monthly invoice marks its month', async () => {
  const t = await apps.start(SCHOOL_WITH_TEACHERS);
  await calendarFor(t.app);
  const who = await loggedIn(t, VISITOR_FOR_STRIPE);
  const started = await call(t.app, 'POST', '/public/enrolments', TUESDAY_NOON, { cookie: who.cookie, 'accept-language': 'ja' });
  expect(started.statusCode).toBe(201);
  const { id, checkout_url } = started.json();
  expect(checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  const created = apps.fake().requests.find((r) => r.path === '/v1/checkout/sessions')!.form;
  expect(created).toMatchObject({
    mode: 'subscription',
    'line_items[0][price_data][unit_amount]': '12000',
    'line_items[0][price_data][recurring][interval]': 'month',
    'line_items[1][price_data][unit_amount]': '17500', // December's four lessons and the enrolment fee, once
    'subscription_data[proration_behavior]': 'none',
    'subscription_data[billing_cycle_anchor]': String(tokyoInstant('2027-01-01', '00:00').getTime() / 1000),
    'metadata[kind]': 'tuition',
    'metadata[enrolment_id]': String(id),
    locale: 'ja',
  });

  expect((await deliver(t.app, signedEvent(apps.fake().stripe, 'checkout.session.completed', completedCheckout(id)))).statusCode).toBe(200);
  const [e] = await t.db.query<{ status: string; subscription_ref: string }>(
    'select status, subscription_ref from enrolments where id = $1',
    [id],
  );
  expect(e).toEqual({ status: 'active', subscription_ref: 'sub_1' });
  expect((await tuitionOf(t.db, id))[0]).toMatchObject({ month: '2026-12', status: 'paid', way: 'card' });

  // January: the renewal is declined; she is told once with Stripe's page to pay it; then it is paid
  const failed = invoice('in_jan', id, '2027-01-01');
  expect((await deliver(t.app, signedEvent(apps.fake().stripe, 'invoice.payment_failed', failed))).statusCode).toBe(200);
  await deliver(t.app, signedEvent(apps.fake().stripe, 'invoice.payment_failed', failed)); // Stripe's retry fails too
  expect((await tuitionOf(t.db, id)).find((m) => m.month === '2027-01')).toMatchObject({ status: 'failed' });
  const told = await t.db.query<{ text_body: string }>(
    "select text_body from mail_outbox where subject like '%お支払いができませんでした%'",
  );
  expect(told).toHaveLength(1);
  expect(told[0].text_body).toContain('https://invoice.stripe.com/i/in_jan');
  const again = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/tuition/2027-01/pay`, undefined, { cookie: who.cookie });
  expect(again.json()).toEqual({ checkout_url: 'https://invoice.stripe.com/i/in_jan' });
  expect((await deliver(t.app, signedEvent(apps.fake().stripe, 'invoice.paid', failed))).statusCode).toBe(200);
  expect((await tuitionOf(t.db, id)).find((m) => m.month === '2027-01')).toMatchObject({ status: 'paid', way: 'card' });
  // the subscription's first invoice is the checkout's: it changes no month
  await deliver(t.app, signedEvent(apps.fake().stripe, 'invoice.paid', invoice('in_first', id, '2027-02-01', 'subscription_create')));
  expect((await tuitionOf(t.db, id)).find((m) => m.month === '2027-02')).toMatchObject({ status: 'due' });
});

test('a subscription Checkout that expires unpaid gives the seat and the lessons back', async () => {
  const t = await apps.start(SCHOOL_WITH_TEACHERS);
  const { id } = await enrolByStripe(apps, t, VISITOR_FOR_STRIPE, false);
  expect(
    Number((await t.db.query<{ n: string }>('select count(*) as n from teacher_slots where lesson_id is not null'))[0].n),
  ).toBeGreaterThan(0);
  const expired = {
    id: 'cs_test_1',
    object: 'checkout.session',
    status: 'expired',
    payment_status: 'unpaid',
    metadata: { kind: 'tuition', enrolment_id: String(id) },
  };
  expect((await deliver(t.app, signedEvent(apps.fake().stripe, 'checkout.session.expired', expired))).statusCode).toBe(200);
  const [e] = await t.db.query<{ status: string }>('select status from enrolments where id = $1', [id]);
  expect(e.status).toBe('canceled');
  expect(await t.db.query('select 1 from teacher_slots where lesson_id is not null')).toEqual([]);
  const free = await t.db.query<{ n: number }>(
    'select count(*)::int as n from slots where seats_free <> seats - (select count(*) from teacher_slots ts where ts.slot_id = slots.id)',
  );
  expect(free[0].n).toBe(0);
});
