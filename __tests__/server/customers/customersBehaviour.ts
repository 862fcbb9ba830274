import type { CustomerDetail, CustomerListPage } from '../../../src/shared/admin/customers';
import type { BookingListPage } from '../../../src/shared/admin/bookings';
import { asCookie, call } from '../accounts/accountsKit';
import { adminCall, type AdminWorld } from '../admin/adminKit';
import { phoneBooking, staffBookCall } from '../admin/adminBookingsWriteKit';
import { bookingBody, compact, firstSlotIds, pay, payWithCard } from '../booking/bookingTestKit';

// Customers, written once and run on PGlite (customers.test.ts) and on PostgreSQL (customersPostgres.test.ts):
// every booking finds or makes its customer as it is held, and the desk finds customers however it asks.

/** A guest's hold of the first 4 free slots of `date`, paid on the test checkout unless `paid` is false. */
export async function guestBooks(w: AdminWorld, date: string, name: string, email: string, ip: string, paid = true) {
  const ids = await firstSlotIds(w.app, 4, date);
  const res = await pay(w.app, ids, { booking_date: compact(date), user_name: name, user_email: email }, ip);
  expect(res.statusCode).toBe(200);
  if (paid) expect((await payWithCard(w.app, res.json().session.url)).statusCode).toBe(303);
  const [b] = await w.db.query<{ id: number; ref: string; code: string; customer_id: number }>(
    'select id, reference_id as ref, code, customer_id from bookings order by id desc limit 1',
  );
  return b;
}

/** The logged-in visitor's own hold (name and email are the account's), paid. */
async function visitorBooks(w: AdminWorld, date: string) {
  const ids = await firstSlotIds(w.app, 4, date);
  const body = bookingBody({ timeslot_ids: ids, booking_date: compact(date), action_type: 'payment' });
  delete body.user_name;
  delete body.user_email;
  const res = await call(w.app, 'POST', '/public/book/confirm', body, asCookie(w.visitor));
  expect(res.statusCode).toBe(200);
  expect((await payWithCard(w.app, res.json().session.url)).statusCode).toBe(303);
  const [b] = await w.db.query<{ id: number; customer_id: number }>('select id, customer_id from bookings order by id desc limit 1');
  return b;
}

export const findCustomers = async (w: AdminWorld, q: string, page = 1): Promise<CustomerListPage> => {
  const res = await adminCall(w.app, 'GET', `/admin/customers?q=${encodeURIComponent(q)}&page=${page}`, w.staff);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const names = (page: CustomerListPage) => page.items.map((c) => c.name).sort();

export function customersBehaviour(start: () => Promise<AdminWorld>) {
  test('each hold finds or makes its customer: one per account, one per guest email, the account’s guest bookings join it', async () => {
    const w = await start();
    const own = await visitorBooks(w, '2026-11-24');
    const sato = await guestBooks(w, '2026-11-25', 'Yuki Sato', 'yuki.sato@example.com', '10.0.0.2');
    const satoAgain = await guestBooks(w, '2026-11-26', 'Sato Yuki', 'Yuki.Sato@Example.com', '10.0.0.3');
    const asGuest = await guestBooks(w, '2026-11-27', 'Hanako Y.', 'hanako@example.com', '10.0.0.4');

    expect(satoAgain.customer_id).toBe(sato.customer_id);
    expect(asGuest.customer_id).toBe(own.customer_id);
    const customers = await w.db.query('select name, email, user_id, first_language, first_source from customers order by id');
    const [{ id: hanakoId }] = await w.db.query<{ id: number }>(`select id from users where email = 'hanako@example.com'`);
    expect(customers).toEqual([
      { name: 'Hanako Yamada', email: 'hanako@example.com', user_id: hanakoId, first_language: expect.any(String), first_source: 'web' },
      // the first name they gave stays; the email is kept lower-case
      { name: 'Yuki Sato', email: 'yuki.sato@example.com', user_id: null, first_language: expect.any(String), first_source: 'web' },
    ]);
  });

  test('a visitor’s hold and a phone booking with one new email at the same moment share one customer', async () => {
    const w = await start();
    // different days, so no lock of the holds' orders them: the customers' upsert decides
    const [web, phone] = [await firstSlotIds(w.app, 4, '2026-11-24'), await firstSlotIds(w.app, 4, '2026-11-25')];
    const [a, b] = await Promise.all([
      pay(w.app, web, { booking_date: compact('2026-11-24'), user_name: 'Kenji Sato', user_email: 'kenji@example.com' }, '10.0.1.1'),
      staffBookCall(w, phoneBooking(phone, 'cash', '2026-11-25')),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 201]);
    const rows = await w.db.query<{ customer_id: number }>('select distinct customer_id from bookings');
    expect(rows).toHaveLength(1);
    expect(await w.db.query('select count(*)::int as n from customers')).toEqual([{ n: 1 }]);
  });

  test('the desk finds a customer by name, email, a phone number written any way, a booking code or the whole reference', async () => {
    const w = await start();
    const kenji = await staffBookCall(w, phoneBooking(await firstSlotIds(w.app, 4, '2026-11-24'), 'cash', '2026-11-24'));
    expect(kenji.statusCode).toBe(201);
    const walkIn = await staffBookCall(w, {
      ...phoneBooking(await firstSlotIds(w.app, 4, '2026-11-25'), 'cash', '2026-11-25'),
      user_name: 'Aiko Sato',
      user_email: undefined,
      phone: '(03) 5555-0101',
      source: 'desk',
    });
    expect(walkIn.statusCode).toBe(201);
    const mary = await guestBooks(w, '2026-11-26', 'Mary Smith', 'mary@example.net', '10.0.2.1');

    for (const phone of ['090-1234-5678', '09012345678', '+81 90 1234 5678', '(090) 1234-5678', '1234-5678']) {
      expect(names(await findCustomers(w, phone))).toEqual(['Kenji Sato']);
    }
    expect(names(await findCustomers(w, '03 5555 0101'))).toEqual(['Aiko Sato']);
    expect(names(await findCustomers(w, 'SATO'))).toEqual(['Aiko Sato', 'Kenji Sato']);
    expect(names(await findCustomers(w, 'example.net'))).toEqual(['Mary Smith']);
    expect(names(await findCustomers(w, mary.code.slice(3).toLowerCase()))).toEqual(['Mary Smith']);
    expect(names(await findCustomers(w, mary.ref))).toEqual(['Mary Smith']);
    // never a part of the reference (the secret half of the customer's link), and wildcards are plain characters
    expect((await findCustomers(w, mary.ref.slice(0, 10))).total).toBe(0);
    expect((await findCustomers(w, '%')).total).toBe(0);

    const all = await findCustomers(w, '');
    expect(all.total).toBe(3);
    expect(all.items[0]).toEqual({
      id: mary.customer_id,
      name: 'Mary Smith',
      email: 'mary@example.net',
      phone: null,
      user_id: null,
      booking_count: 1,
      last_booking_date: '2026-11-26',
      reading: null,
    });
    expect((await findCustomers(w, '', 2)).items).toEqual([]);

    // the bookings' search finds the phone too, written another way
    const res = await adminCall(w.app, 'GET', `/admin/bookings?q=${encodeURIComponent('+81 90 1234 5678')}`, w.staff);
    expect((res.json() as BookingListPage).items.map((b) => b.user_name)).toEqual(['Kenji Sato']);

    const id = (await findCustomers(w, 'kenji')).items[0].id;
    const detail: CustomerDetail = (await adminCall(w.app, 'GET', `/admin/customers/${id}`, w.staff)).json();
    expect(detail).toMatchObject({
      name: 'Kenji Sato',
      phone: '090-1234-5678',
      first_source: 'desk',
      languages: ['ja'],
      sources: ['desk'],
      received_total: detail.bookings[0].total_amount,
      refunded_total: 0,
      note: null,
      version: 1,
    });
    expect(detail.bookings).toEqual([expect.objectContaining({ booking_date: '2026-11-24', status: 'Confirmed', source: 'desk' })]);
  });
}
