import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/db';
import { DEFAULT_PROFILE } from '../../../src/shared/school';
import type { PhoneField } from '../../../src/shared/schoolProfile';
import { PHONE_WORDS } from '../../../src/shared/visitorPhone';
import { bookingBody, count, firstSlotIds } from './bookingTestKit';

// The visitor's booking form's phone number as the school asks it (issue 39, point 4), run on PGlite
// (visitorPhone.test.ts) and on PostgreSQL (visitorPhonePostgres.test.ts): the hold's one statement stores it.

export interface Started {
  app: FastifyInstance;
  db: Db;
}

/** The school's phone_field, written as an owner's save writes it (the save itself: school.test.ts). */
export async function setPhoneField(db: Db, phone_field: PhoneField): Promise<void> {
  await db.query(
    'insert into school (id, profile) values (1, $1::jsonb) on conflict (id) do update set profile = excluded.profile, version = school.version + 1',
    [JSON.stringify({ ...DEFAULT_PROFILE, phone_field })],
  );
}

/** POST /public/book/confirm as a visitor reading `language` (the selector's cookie). */
export const book = (app: FastifyInstance, body: Record<string, unknown>, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/public/book/confirm',
    payload: bookingBody(body),
    headers: language ? { cookie: `gtss_lang=${language}` } : {},
  });

const stored = (db: Db) =>
  db.query<{ booking: string | null; customer: string | null; digits: string | null }>(
    `select b.phone as booking, c.phone as customer, c.phone_digits as digits
     from bookings b join customers c on c.id = b.customer_id order by b.id`,
  );

export function visitorPhoneBehaviour(start: () => Promise<Started>) {
  test('required: no phone is 400 in the visitor\u2019s language at the price check and the payment, and nothing is held', async () => {
    const { app, db } = await start();
    await setPhoneField(db, 'required');
    const ids = await firstSlotIds(app, 4);
    for (const [action_type, phone, language] of [
      ['confirm', undefined, undefined],
      ['payment', '  ', 'ja'],
      ['payment', null, 'zh-TW'],
    ] as const) {
      const res = await book(app, { timeslot_ids: ids, action_type, phone }, language);
      expect([res.statusCode, res.json()]).toEqual([400, { detail: PHONE_WORDS[language ?? 'en'].required }]);
    }
    const bad = await book(app, { timeslot_ids: ids, action_type: 'payment', phone: 'call me' }, 'zh-CN');
    expect([bad.statusCode, bad.json()]).toEqual([400, { detail: PHONE_WORDS['zh-CN'].invalid }]);
    expect(await count(db, 'select 1 from bookings')).toBe(0);
  });

  test('required: the number as typed (full-width digits read as digits) is on the booking and its new customer', async () => {
    const { app, db } = await start();
    await setPhoneField(db, 'required');
    const ids = await firstSlotIds(app, 4);
    const confirm = await book(app, { timeslot_ids: ids, phone: ' ０９０－１２３４－５６７８ ' }, 'ja');
    expect(confirm.statusCode).toBe(200);
    // the price check says the number as it will be stored; the payment page sends it again
    expect(confirm.json().phone).toBe('090-1234-5678');
    const paid = await book(app, { timeslot_ids: ids, action_type: 'payment', phone: confirm.json().phone });
    expect(paid.statusCode).toBe(200);
    expect(await stored(db)).toEqual([{ booking: '090-1234-5678', customer: '090-1234-5678', digits: '09012345678' }]);
  });

  test('optional: a blank phone books without one; a later booking with one fills the customer\u2019s empty phone', async () => {
    const { app, db } = await start();
    await setPhoneField(db, 'optional');
    const [first, second] = [await firstSlotIds(app, 4), (await firstSlotIds(app, 8)).slice(4)];
    const blank = await book(app, { timeslot_ids: first, action_type: 'confirm', phone: '' });
    expect([blank.statusCode, blank.json()]).toEqual([200, expect.not.objectContaining({ phone: expect.anything() })]);
    expect((await book(app, { timeslot_ids: first, action_type: 'payment', phone: '' })).statusCode).toBe(200);
    expect((await book(app, { timeslot_ids: second, action_type: 'payment', phone: '+81 3-1234-5678' })).statusCode).toBe(200);
    expect(await stored(db)).toEqual([
      { booking: null, customer: '+81 3-1234-5678', digits: '0312345678' },
      { booking: '+81 3-1234-5678', customer: '+81 3-1234-5678', digits: '0312345678' },
    ]);
  });

  test('not asked (the default): a phone sent anyway is neither checked nor stored, and the answer has none', async () => {
    const { app, db } = await start();
    const ids = await firstSlotIds(app, 4);
    const confirm = await book(app, { timeslot_ids: ids, phone: 'not a number' });
    expect([confirm.statusCode, confirm.json().phone]).toEqual([200, undefined]);
    expect((await book(app, { timeslot_ids: ids, action_type: 'payment', phone: '090-1111-2222' })).statusCode).toBe(200);
    expect(await stored(db)).toEqual([{ booking: null, customer: null, digits: null }]);
  });
}
