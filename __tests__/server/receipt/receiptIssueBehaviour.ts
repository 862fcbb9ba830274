import type { FastifyInstance } from 'fastify';
import { visitorPaid, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { adminCall } from '../admin/adminKit';

// A receipt's first issue where it races, written once and run on PGlite (receiptIssue.test.ts) and on a real
// PostgreSQL server (receiptIssuePostgres.test.ts): one wording wins, issued and audited once; every print counted.

const postForm = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

export function receiptIssueBehaviour(start: () => Promise<WriteWorld>) {
  test('the customer and staff issue the same receipt at once: one wording wins, issued once; two prints at once are two', async () => {
    const w = await start();
    const { id, ref } = await visitorPaid(w);
    const url = `/api/public/receipts/${ref}/${id}`;
    const [customer, staff] = await Promise.all([
      postForm(w.app, url, { addressee: '株式会社テスト 御中', purpose: '研修費として' }),
      adminCall(w.app, 'POST', `/admin/bookings/${id}/receipt/issue`, w.staff, { addressee: 'ACME Ltd.', purpose: 'Training' }),
    ]);
    expect(customer.statusCode).toBe(303); // issued, or issued meanwhile: either way the page prints it
    expect([200, 409]).toContain(staff.statusCode);
    const issued = await w.db.query<{ addressee: string }>('select addressee from receipt_issues where booking_id = $1', [id]);
    expect(issued).toEqual([{ addressee: staff.statusCode === 200 ? 'ACME Ltd.' : '株式会社テスト 御中' }]);
    const audit = async (action: string) =>
      (await w.db.query('select 1 from audit_log where booking_id = $1 and action = $2', [id, action])).length;
    expect(await audit('booking.receipt_issued')).toBe(1);

    const prints = await Promise.all([w.app.inject({ method: 'GET', url }), w.app.inject({ method: 'GET', url })]);
    expect(prints.map((p) => p.statusCode)).toEqual([200, 200]);
    // one is the original, the other the reissue (再発行), whichever came first
    expect(prints.filter((p) => p.body.includes('class="reissued"'))).toHaveLength(1);
    const [{ prints: count }] = await w.db.query<{ prints: number }>('select prints from receipt_issues where booking_id = $1', [id]);
    expect(count).toBe(2);
    expect(await audit('booking.receipt_reissued')).toBe(1);
  });
}
