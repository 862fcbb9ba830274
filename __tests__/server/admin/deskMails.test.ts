import fs from 'node:fs';
import { bookingHistory } from '../../../src/server/audit/auditLog';
import { NO_EMAIL } from '../../../src/shared/admin/bookings';
import { MESSAGE_NEEDED, NO_OPEN_PAYMENT_LINK, NOT_CONFIRMED_RESEND, SUBJECT_NEEDED } from '../../../src/shared/admin/deskMails';
import { adminCall, expectRoleChecks } from './adminKit';
import { mailsOf, phoneBooking, staffBookCall, visitorPaid, writeWorld, type WriteWorld } from './adminBookingsWriteKit';
import { FIRST_DAY, timeslots } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// The desk's emails from a booking's page: the confirmation again, the payment link again, a message of
// the staff's own. One app for the file: a visitor's paid booking, a phone booking awaiting payment and a
// walk-in who gave no email, made once.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

let w: WriteWorld;
const ids = { paid: 0, link: 0, walkIn: 0 };
const send = (id: number, what: string, body: object = {}) => adminCall(w.app, 'POST', `/admin/bookings/${id}/${what}`, w.staff, body);
/** Everything a refused call must leave as it was: the booking's emails and its history. */
const trail = async (id: number) => ({ mails: await mailsOf(w.db, id), history: await bookingHistory(w.db, id) });

beforeAll(async () => {
  w = await writeWorld((dir, options) => startApp(dir, { ...options, scope: 'file' }), staticDir);
  ids.paid = (await visitorPaid(w)).id;
  const slots = (await timeslots(w.app, FIRST_DAY)).map((s) => s.id);
  ids.link = (await staffBookCall(w, { ...phoneBooking(slots.slice(0, 4), 'link'), link_until: 'default' })).json().booking_id;
  const walkIn = { ...phoneBooking(slots.slice(4, 8), 'cash'), user_email: undefined, source: 'desk' as const, user_name: 'Walk In' };
  ids.walkIn = (await staffBookCall(w, walkIn)).json().booking_id;
});

test('Resend confirmation: a confirmed booking gets its confirmation once more, through the outbox, audited', async () => {
  const before = await mailsOf(w.db, ids.paid);
  const res = await send(ids.paid, 'resend-confirmation');
  expect([res.statusCode, res.json()]).toEqual([
    200,
    { detail: 'The confirmation was emailed to guest@example.com again.', booking_id: ids.paid },
  ]);
  const mails = await mailsOf(w.db, ids.paid);
  expect(mails).toHaveLength(before.length + 1);
  expect(mails.at(-1)).toMatchObject({ to_address: 'guest@example.com', subject: before[0].subject });
  const entry = (await bookingHistory(w.db, ids.paid)).at(-1)!;
  expect([entry.action, entry.after]).toEqual(['booking.confirmation_resent', { to: 'guest@example.com', language: 'en' }]);
  // an unpaid hold has no confirmation yet
  const held = await trail(ids.link);
  const refused = await send(ids.link, 'resend-confirmation');
  expect([refused.statusCode, refused.json()]).toEqual([409, { detail: NOT_CONFIRMED_RESEND }]);
  expect(await trail(ids.link)).toEqual(held);
});

test('Resend payment link: the phone booking awaiting payment gets its link again until the hold ends', async () => {
  const [{ url }] = await w.db.query<{ url: string }>('select checkout_url as url from bookings where id = $1', [ids.link]);
  const before = await mailsOf(w.db, ids.link);
  const res = await send(ids.link, 'resend-payment-link');
  expect([res.statusCode, res.json().detail]).toEqual([200, 'The payment link was emailed to kenji@example.com again.']);
  const mails = await mailsOf(w.db, ids.link);
  expect(mails).toHaveLength(before.length + 1);
  expect(mails.at(-1)!.to_address).toBe('kenji@example.com');
  expect(mails.at(-1)!.text_body).toContain(url);
  expect((await bookingHistory(w.db, ids.link)).at(-1)!.action).toBe('booking.payment_link_resent');
  // a paid booking has no link to pay; nor has the hold once it has ended
  const paid = await send(ids.paid, 'resend-payment-link');
  expect([paid.statusCode, paid.json()]).toEqual([409, { detail: NO_OPEN_PAYMENT_LINK }]);
});

test('Email the customer: the subject and text go out in the customer’s frame, once, and are recorded', async () => {
  const before = await mailsOf(w.db, ids.link);
  const body = { subject: '  Your class tomorrow  ', message: 'Please bring a pen.\n\nThe door code is 1234.' };
  const res = await send(ids.link, 'email', body);
  expect([res.statusCode, res.json().detail]).toEqual([200, 'Your message was emailed to kenji@example.com.']);
  const mails = await mailsOf(w.db, ids.link);
  expect(mails).toHaveLength(before.length + 1);
  const mail = mails.at(-1)!;
  expect([mail.to_address, mail.subject]).toEqual(['kenji@example.com', 'Your class tomorrow']);
  // the customer's language (Japanese) frames the staff's words; the reference (their cancel key) is not in it
  expect(mail.text_body).toMatch(/^Kenji Sato 様\n\nPlease bring a pen\.\n\nThe door code is 1234\.\n\n/);
  const [{ ref }] = await w.db.query<{ ref: string }>('select reference_id as ref from bookings where id = $1', [ids.link]);
  expect(mail.text_body).not.toContain(ref);
  const entry = (await bookingHistory(w.db, ids.link)).at(-1)!;
  expect([entry.action, entry.actor_email, entry.after]).toEqual([
    'booking.customer_emailed',
    'staff@school.example',
    { to: 'kenji@example.com', language: 'ja', subject: 'Your class tomorrow', message: body.message },
  ]);

  const unchanged = await trail(ids.link);
  for (const [bad, detail] of [
    [{ subject: ' ', message: 'Hello' }, SUBJECT_NEEDED],
    [{ subject: 'Hello', message: '' }, MESSAGE_NEEDED],
    [{ subject: 'Hello\u0007', message: 'Hi' }, 'Subject must not contain control characters.'],
    [{ subject: 'Hello', message: 'x'.repeat(5001) }, 'Message is too long.'],
  ] as const) {
    const refused = await send(ids.link, 'email', bad);
    expect([refused.statusCode, refused.json().errors?.[0]?.message]).toEqual([400, detail]);
    expect(typeof refused.json().detail).toBe('string');
  }
  expect((await send(ids.link, 'email', { ...body, cc: 'x@example.com' })).statusCode).toBe(400);
  expect(await trail(ids.link)).toEqual(unchanged);
});

test('a walk-in who gave no email: each is refused with the reason, and nothing is sent or recorded', async () => {
  const unchanged = await trail(ids.walkIn);
  for (const [what, body] of [
    ['resend-confirmation', {}],
    ['resend-payment-link', {}],
    ['email', { subject: 'Hi', message: 'Hello' }],
  ] as const) {
    const res = await send(ids.walkIn, what, body);
    expect([what, res.statusCode, res.json()]).toEqual([what, 409, { detail: NO_EMAIL }]);
  }
  expect(await trail(ids.walkIn)).toEqual(unchanged);
  expect((await send(ids.walkIn + 100, 'resend-confirmation')).statusCode).toBe(404);
});

test('staff and owners only', async () => {
  await expectRoleChecks(w, 'POST', `/admin/bookings/${ids.paid}/resend-confirmation`, {}, 'staff');
  await expectRoleChecks(w, 'POST', `/admin/bookings/${ids.link}/resend-payment-link`, {}, 'staff');
  await expectRoleChecks(w, 'POST', `/admin/bookings/${ids.paid}/email`, { subject: 'Hi', message: 'Hello' }, 'staff');
});

test('the payment link cannot be sent again once its hold has ended', async () => {
  w.clock.advanceMinutes(31);
  const res = await send(ids.link, 'resend-payment-link');
  expect([res.statusCode, res.json()]).toEqual([409, { detail: NO_OPEN_PAYMENT_LINK }]);
});
