import {
  EMAIL_TAKEN,
  MERGE_SELF,
  MERGE_TWO_ACCOUNTS,
  READING_KANA,
  RECORD_STALE,
  type CustomerDetail,
} from '../../../src/shared/admin/customers';
import { creditBalance, debitLot, grantCredits, openLots } from '../../../src/server/credits/ledger';
import { adminCall } from '../admin/adminKit';
import { phoneBooking, staffBookCall, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { FIRST_DAY, firstSlotIds } from '../booking/bookingTestKit';
import { findCustomers, guestBooks } from './customersBehaviour';

// Customer records a desk can use (issue 39, point 4), on PGlite and on PostgreSQL: the record edited (audited), its
// reading found in hiragana or katakana, and two records of one person merged with their bookings, notes and money.

const detail = async (w: WriteWorld, id: number): Promise<CustomerDetail> =>
  (await adminCall(w.app, 'GET', `/admin/customers/${id}`, w.staff)).json();
const edit = (w: WriteWorld, id: number, body: object) => adminCall(w.app, 'PUT', `/admin/customers/${id}`, w.staff, body);
const merge = (w: WriteWorld, id: number, body: object) => adminCall(w.app, 'POST', `/admin/customers/${id}/merge`, w.staff, body);
const record = (c: CustomerDetail) => ({
  name: c.name,
  reading: c.reading ?? null,
  phone: c.phone,
  email: c.email,
  preferred_language: null,
  version: c.version,
});

export function customerRecordsBehaviour(start: () => Promise<WriteWorld>) {
  test('the desk edits name, reading, phone, email and preferred language; audited; found by the reading in either kana', async () => {
    const w = await start();
    const b = await guestBooks(w, FIRST_DAY, 'Sato Kenji', 'kenji@example.com', '192.0.2.1');
    const c = await detail(w, b.customer_id);
    const saved = await edit(w, c.id, {
      ...record(c),
      name: '佐藤 健二',
      reading: 'サトウ ケンジ',
      phone: '090-1111-2222',
      preferred_language: 'ja',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: '佐藤 健二', reading: 'サトウ ケンジ', phone: '090-1111-2222', preferred_language: 'ja' });
    for (const q of ['さとう', 'サトウ', 'ｻﾄｳ', 'けんじ', '佐藤'])
      expect([q, (await findCustomers(w, q)).items.map((x) => x.id)]).toEqual([q, [c.id]]);
    const [audit] = await w.db.query<{ before: object; after: object }>(
      "select before, after from audit_log where action = 'customer.changed'",
    );
    expect(audit).toEqual({
      before: { name: 'Sato Kenji', reading: null, phone: null, email: 'kenji@example.com', preferred_language: null },
      after: { name: '佐藤 健二', reading: 'サトウ ケンジ', phone: '090-1111-2222', email: 'kenji@example.com', preferred_language: 'ja' },
    });
  });

  test('bad input is a 400 { detail }; a stale version or another record’s email is a 409 with the words to act on', async () => {
    const w = await start();
    const one = await detail(w, (await guestBooks(w, FIRST_DAY, 'One', 'one@example.com', '192.0.2.1')).customer_id);
    const two = await guestBooks(w, FIRST_DAY, 'Two', 'two@example.com', '192.0.2.2');
    const reading = await edit(w, one.id, { ...record(one), reading: 'Sato' });
    expect([reading.statusCode, reading.json().detail]).toEqual([400, expect.stringContaining(READING_KANA)]);
    for (const bad of [
      { ...record(one), phone: 'call me' },
      { ...record(one), email: 'nope' },
      { ...record(one), name: '' },
      { name: 'x' },
    ])
      expect([(await edit(w, one.id, bad)).statusCode, typeof (await edit(w, one.id, bad)).json().detail]).toEqual([400, 'string']);
    const taken = await edit(w, one.id, { ...record(one), email: 'two@example.com' });
    expect([taken.statusCode, taken.json()]).toEqual([409, { detail: EMAIL_TAKEN }]);
    const stale = await edit(w, one.id, { ...record(one), version: one.version + 1 });
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: RECORD_STALE }]);
    expect((await detail(w, two.customer_id)).email).toBe('two@example.com');
  });

  test('two records of one person merge: bookings, notes and money follow, the other record goes, audited', async () => {
    const w = await start();
    const web = await guestBooks(w, FIRST_DAY, 'Kenji Sato', 'kenji@example.com', '192.0.2.1');
    // the same person walked in, gave no email: another record
    const desk = await staffBookCall(w, { ...phoneBooking(await firstSlotIds(w.app), 'cash'), user_email: undefined, source: 'desk' });
    expect(desk.statusCode).toBe(201);
    const [{ customer_id: walkIn }] = await w.db.query<{ customer_id: number }>('select customer_id from bookings where id = $1', [
      desk.json().booking_id,
    ]);
    await w.db.query("update customers set note = 'Pays in cash.' where id = $1", [walkIn]);
    await w.db.query("update customers set note = 'Prefers mornings.' where id = $1", [web.customer_id]);
    // the walk-in's record holds lesson credits (issue 41): 3 given, 1 taken back; they follow the person
    const at = new Date();
    const lot = await grantCredits(
      w.db,
      { customerId: walkIn, enrolmentId: null, kind: 'staff', amount: 3, validUntil: '2099-12-31', by: { kind: 'system' } },
      at,
    );
    const [taken] = await openLots(w.db, walkIn, '2026-01-01');
    expect(taken.id).toBe(lot);
    await debitLot(w.db, taken, 1, { customerId: walkIn, kind: 'correction', reason: 'typo', by: { kind: 'system' } }, at);
    const kept = await detail(w, web.customer_id);
    const res = await merge(w, kept.id, { other_id: walkIn, version: kept.version });
    expect(res.statusCode).toBe(200);
    expect(await creditBalance(w.db, kept.id, '2026-01-01')).toBe(2);
    expect(await w.db.query('select 1 from lesson_credits where customer_id = $1', [walkIn])).toHaveLength(0);
    const after: CustomerDetail = res.json();
    expect(after.bookings.map((b) => b.id).sort()).toEqual([web.id, desk.json().booking_id].sort());
    expect(after).toMatchObject({ email: 'kenji@example.com', phone: '090-1234-5678', note: 'Prefers mornings.\n\nPays in cash.' });
    expect(after.received_total).toBe(12_000); // the card booking's and the cash one's
    expect((await adminCall(w.app, 'GET', `/admin/customers/${walkIn}`, w.staff)).statusCode).toBe(404);
    const [code] = (await w.db.query<{ code: string }>('select code from bookings where id = $1', [desk.json().booking_id])).map(
      (r) => r.code,
    );
    const [audit] = await w.db.query<{ before: object; after: object }>(
      "select before, after from audit_log where action = 'customer.merged'",
    );
    expect(audit).toEqual({
      before: { merged: 'Kenji Sato · 090-1234-5678', merged_id: walkIn },
      after: { into: kept.id, moved_bookings: [code] },
    });
  });

  test('a merge is refused with a clear word: itself, two accounts, a stale version', async () => {
    const w = await start();
    const a = await guestBooks(w, FIRST_DAY, 'A', 'a@example.com', '192.0.2.1');
    const b = await guestBooks(w, FIRST_DAY, 'B', 'b@example.com', '192.0.2.2');
    const kept = await detail(w, a.customer_id);
    const self = await merge(w, kept.id, { other_id: kept.id, version: kept.version });
    expect([self.statusCode, self.json()]).toEqual([400, { detail: MERGE_SELF }]);
    const stale = await merge(w, kept.id, { other_id: b.customer_id, version: kept.version + 5 });
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: RECORD_STALE }]);
    const users = await w.db.query<{ id: number }>('select id from users order by id limit 2');
    await w.db.query('update customers set user_id = $2 where id = $1', [a.customer_id, users[0].id]);
    await w.db.query('update customers set user_id = $2 where id = $1', [b.customer_id, users[1].id]);
    const accounts = await merge(w, kept.id, { other_id: b.customer_id, version: kept.version });
    expect([accounts.statusCode, accounts.json()]).toEqual([409, { detail: MERGE_TWO_ACCOUNTS }]);
    expect((await merge(w, kept.id, { other_id: 'x', version: 1 })).statusCode).toBe(400);
    expect((await merge(w, kept.id, { other_id: 999_999, version: kept.version })).statusCode).toBe(404);
    expect(await w.db.query("select 1 from audit_log where action = 'customer.merged'")).toHaveLength(0);
  });
}
