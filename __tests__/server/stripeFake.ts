import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import fs from 'node:fs';
import { stripeClient } from '../../src/server/payments/stripeProvider';
import type { ScheduleSeed } from '../../src/server/booking/schedule';
import { TEST_SCHEDULE, testClock } from './booking/bookingTestKit';
import { makeStaticDir, useTestApps } from './testApp';

// A local stand-in for api.stripe.com: the real SDK talks HTTP to it, so the tests see the exact
// requests the provider makes (no internet needed) and answer them like Stripe would.

export const WEBHOOK_SECRET = 'whsec_test_secret';

export interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form-encoded body, decoded ("metadata[booking_id]" → "7"). */
  form: Record<string, string>;
}

/** A session as the fake answers it; a created one keeps its metadata and amount, as Stripe does. */
export interface FakeSession {
  status: 'open' | 'complete' | 'expired';
  payment_status: string;
  payment_intent: string | null;
  metadata?: Record<string, string>;
  amount_total?: number;
}

export interface FakeStripe {
  stripe: Stripe;
  requests: Recorded[];
  /** What GET /v1/checkout/sessions/{id} answers, and what …/expire moves an open session to. */
  sessions: Map<string, FakeSession>;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
  res.end(JSON.stringify(body));
};

function answer(fake: FakeStripe, r: Recorded, res: http.ServerResponse) {
  const session = (id: string) => ({
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    ...fake.sessions.get(id),
  });
  if (r.method === 'POST' && r.path === '/v1/checkout/sessions') {
    const id = `cs_test_${fake.requests.length}`;
    const metadata = Object.fromEntries(
      Object.entries(r.form).flatMap(([k, v]) => (/^metadata\[(\w+)\]$/.test(k) ? [[k.slice(9, -1), v]] : [])),
    );
    const amount_total = Number(r.form['line_items[0][price_data][unit_amount]']);
    fake.sessions.set(id, { status: 'open', payment_status: 'unpaid', payment_intent: null, metadata, amount_total });
    return json(res, 200, session(id));
  }
  const expire = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(r.path);
  if (r.method === 'POST' && expire) {
    const s = fake.sessions.get(expire[1]);
    if (s?.status !== 'open')
      return json(res, 400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } });
    s.status = 'expired';
    return json(res, 200, session(expire[1]));
  }
  const get = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(r.path);
  if (r.method === 'GET' && get) return json(res, 200, session(get[1]));
  const pi = /^\/v1\/payment_intents\/([\w-]+)$/.exec(r.path);
  if (r.method === 'GET' && pi) {
    return json(res, 200, {
      id: pi[1],
      object: 'payment_intent',
      latest_charge: { id: 'ch_1', object: 'charge', receipt_url: `https://pay.stripe.com/receipts/${pi[1]}` },
    });
  }
  const invoice = /^\/v1\/invoices\/([\w-]+)$/.exec(r.path);
  if (r.method === 'GET' && invoice) {
    return json(res, 200, { id: invoice[1], object: 'invoice', hosted_invoice_url: `https://invoice.stripe.com/i/${invoice[1]}` });
  }
  if (r.method === 'POST' && r.path === '/v1/refunds') return json(res, 200, { id: 're_1', object: 'refund', status: 'succeeded' });
  // a subscription (its pause or cancel date set, issue 41; its card changed, issue 40): its customer, the saved card of a setup session, the new default, paying a failed invoice
  const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(r.path);
  // (its one item, the monthly price, whose price a change of course sets: issue 41 point 7)
  const items = { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', price: { id: 'price_1', product: 'prod_1' } }] };
  if (subscription) return json(res, 200, { id: subscription[1], object: 'subscription', status: 'active', customer: 'cus_1', items });
  const setup = /^\/v1\/setup_intents\/([\w-]+)$/.exec(r.path);
  if (r.method === 'GET' && setup) return json(res, 200, { id: setup[1], object: 'setup_intent', payment_method: 'pm_new' });
  const payInvoice = /^\/v1\/invoices\/([\w-]+)\/pay$/.exec(r.path);
  if (r.method === 'POST' && payInvoice) return json(res, 200, { id: payInvoice[1], object: 'invoice', status: 'paid' });
  return json(res, 404, { error: { type: 'invalid_request_error', message: `No such route ${r.method} ${r.path}` } });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const fake = { requests: [] as Recorded[], sessions: new Map() } as FakeStripe;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://localhost');
      const r: Recorded = {
        method: req.method!,
        path: url.pathname,
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(body || url.search)),
      };
      fake.requests.push(r);
      answer(fake, r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.stripe = stripeClient({ secretKey: 'sk_test_local', apiBase: { host: '127.0.0.1', port, protocol: 'http' } });
  fake.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections(); // the SDK keeps connections alive; close() alone would wait for them
    });
  return fake;
}

let eventNo = 0;

/** A webhook delivery as Stripe signs it: the raw JSON and its Stripe-Signature header. */
export function signedEvent(stripe: Stripe, type: string, object: Record<string, unknown>, id = `evt_test_${++eventNo}`) {
  const payload = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: 1795000000, data: { object } });
  return { id, payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

/** Delivers a signed event to the app's webhook route, as Stripe does (with any extra headers). */
export function deliver(app: FastifyInstance, event: { payload: string; signature: string }, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature, ...headers },
    payload: event.payload,
  });
}

/**
 * A Stripe test file's setup (call at its top level): a fake Stripe for each test, and the real app on
 * it with the webhook secret, the test schedule, workers off and a clock in the test's hand.
 */
export function useStripeApps() {
  const startApp = useTestApps();
  const staticDir = makeStaticDir();
  let fake: FakeStripe;
  beforeEach(async () => {
    fake = await startFakeStripe();
  });
  afterEach(() => fake.close()); // a test that closed it (Stripe unreachable) leaves nothing to close
  afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));
  return {
    staticDir,
    /** This test's fake Stripe. */
    fake: () => fake,
    async start(schedule: ScheduleSeed = TEST_SCHEDULE) {
      const clock = testClock();
      const started = await startApp(staticDir, {
        config: { stripeWebhookSecret: WEBHOOK_SECRET },
        services: { stripe: fake.stripe, now: clock.now, schedule, workers: false },
      });
      return { ...started, clock };
    },
  };
}
