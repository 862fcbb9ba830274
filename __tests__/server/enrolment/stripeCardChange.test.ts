import { tokyoInstant } from '../../../src/shared/dates';
import { call, PASSWORD } from '../accounts/accountsKit';
import { deliver, signedEvent, useStripeApps } from '../stripeFake';
import { SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { enrolByStripe } from './stripeEnrolKit';

// Changing the card with Stripe (issue 40, point 5), against the local stand-in for Stripe: my page opens Checkout in
// setup mode for the subscription's customer; its webhook makes the saved card the subscription's default, audits
// it, and pays the month whose invoice failed with it.
jest.setTimeout(60_000);
const apps = useStripeApps();
const STUDENT = { name: 'Hana Mori', email: 'hana@example.com', password: PASSWORD };

test('a card change: Checkout in setup mode, the new card the default by its webhook, the failed month paid with it', async () => {
  const t = await apps.start(SCHOOL_WITH_TEACHERS);
  const who = await enrolByStripe(apps, t, STUDENT);
  const id = who.id;
  const stripe = apps.fake().stripe;
  const metadata = { kind: 'tuition', enrolment_id: String(id) };
  const failed = {
    id: 'in_jan',
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata } },
    lines: { object: 'list', data: [{ id: 'il_1', period: { start: tokyoInstant('2027-01-01', '00:00').getTime() / 1000, end: 0 } }] },
  };
  await deliver(t.app, signedEvent(stripe, 'invoice.payment_failed', failed));

  const change = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/card`, {}, { cookie: who.cookie, 'accept-language': 'ja' });
  expect(change.statusCode).toBe(200);
  expect(change.json().checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  const created = apps
    .fake()
    .requests.filter((r) => r.path === '/v1/checkout/sessions')
    .at(-1)!.form;
  expect(created).toMatchObject({
    mode: 'setup',
    customer: 'cus_1', // the subscription's (GET /v1/subscriptions/sub_1)
    'metadata[kind]': 'tuition_card',
    'metadata[enrolment_id]': String(id),
    locale: 'ja',
  });
  expect(created.success_url).toMatch(/\/app\/my_page\?card=changed$/);

  const setup = {
    id: 'cs_test_9',
    object: 'checkout.session',
    mode: 'setup',
    status: 'complete',
    payment_status: 'no_payment_required',
    setup_intent: 'seti_1',
    metadata: { kind: 'tuition_card', enrolment_id: String(id) },
  };
  expect((await deliver(t.app, signedEvent(stripe, 'checkout.session.completed', setup))).statusCode).toBe(200);
  const calls = apps
    .fake()
    .requests.map((r) => `${r.method} ${r.path} ${r.form.default_payment_method ?? r.form.payment_method ?? ''}`.trim());
  expect(calls).toEqual(
    expect.arrayContaining(['GET /v1/setup_intents/seti_1', 'POST /v1/subscriptions/sub_1 pm_new', 'POST /v1/invoices/in_jan/pay pm_new']),
  );
  const audit = await t.db.query<{ actor_email: string; target_id: string; after: object }>(
    "select actor_email, target_id, after from audit_log where action = 'enrolment.card_changed'",
  );
  expect(audit).toEqual([{ actor_email: STUDENT.email, target_id: String(id), after: { provider: 'stripe' } }]);
  // a card change is no payment: the enrolment stays as it was
  const [e] = await t.db.query<{ status: string }>('select status from enrolments where id = $1', [id]);
  expect(e.status).toBe('active');
});
