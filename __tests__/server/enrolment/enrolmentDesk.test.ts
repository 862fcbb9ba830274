import { useSchoolsWithTeachers, BEGINNER_JAPANESE, customer, DEC_1, DEC_8, deskEnrol, ELEMENTARY_ENGLISH, tuesday } from './enrolmentKit';
import { adminCall, expectRoleChecks, type AdminWorld } from '../admin/adminKit';
import { LEE, SATO } from '../teachers/teachersKit';

// The desk's enrolment lists (issue 40, point 6): the enrolments by status, course and teacher; the terms quoted before
// the desk confirms; a month's tuition with its totals (paid, due, failed; by card or at the school) and its CSV.
jest.setTimeout(60_000);
const school = useSchoolsWithTeachers();

/** Mika with Sato (Elementary English, from 1 December), Ken with Lee (the same course, from the 8th); at the school. */
async function twoStudents(w: AdminWorld) {
  const mika = await deskEnrol(w, tuesday(await customer(w.db, 'Mika Mori'), SATO, '12:00', DEC_1));
  const ken = await deskEnrol(w, tuesday(await customer(w.db, 'Ken Kato'), LEE, '15:00', DEC_8));
  expect([mika.statusCode, ken.statusCode]).toEqual([201, 201]);
  return { mika: mika.json().id as number, ken: ken.json().id as number };
}

test('staff and owners read the lists and quotes; a visitor and a guest are refused', async () => {
  const w = await school();
  await expectRoleChecks(w, 'GET', '/admin/enrolments', undefined, 'staff');
  await expectRoleChecks(w, 'GET', '/admin/tuition?month=2026-12', undefined, 'staff');
  await expectRoleChecks(w, 'GET', '/admin/tuition/export.csv?month=2026-12', undefined, 'staff');
  await expectRoleChecks(w, 'POST', '/admin/enrolments/quote', { ...tuesday(1, SATO, '12:00'), customer_id: undefined }, 'staff');
});

test('the enrolments list by status, course and teacher, with the customer, teacher and weekly time', async () => {
  const w = await school();
  const { mika, ken } = await twoStudents(w);
  const list = async (q: string) => (await adminCall(w.app, 'GET', `/admin/enrolments${q}`, w.staff)).json().enrolments;
  const all = await list('');
  expect(all.map((e: { id: number }) => e.id)).toEqual([ken, mika]);
  expect(all[1]).toMatchObject({
    customer_name: 'Mika Mori',
    teacher_id: SATO,
    weekday: 2,
    start: '12:00',
    status: 'active',
    billing: 'school',
  });
  expect(all[1].course_names.en).toBe('Elementary English');
  expect((await list(`?teacher_id=${SATO}`)).map((e: { id: number }) => e.id)).toEqual([mika]);
  expect((await list(`?course_id=${BEGINNER_JAPANESE}`)).map((e: { id: number }) => e.id)).toEqual([]);
  expect((await list(`?status=active&course_id=${ELEMENTARY_ENGLISH}`)).length).toBe(2);
  expect(await list('?status=ended')).toEqual([]);
  const bad = await adminCall(w.app, 'GET', '/admin/enrolments?status=gone', w.staff);
  expect([bad.statusCode, typeof bad.json().detail]).toEqual([400, 'string']);
});

test("the desk's quote is the terms the enrolment then keeps, in the student's language", async () => {
  const w = await school();
  const { customer_id: _c, ...choice } = tuesday(0, SATO, '12:00', DEC_8);
  const quoted = await adminCall(w.app, 'POST', '/admin/enrolments/quote', w.staff, choice);
  expect(quoted.statusCode).toBe(200);
  expect(quoted.json()).toMatchObject({ course_name: '初級英語', first_payment: 14500, monthly_fee: 12000, starts_on: DEC_8 });
  const made = await deskEnrol(w, tuesday(await customer(w.db, 'Mika Mori'), SATO, '12:00', DEC_8));
  const e = (await adminCall(w.app, 'GET', `/admin/enrolments/${made.json().id}`, w.staff)).json();
  expect(e.terms).toEqual(quoted.json());
  const bad = await adminCall(w.app, 'POST', '/admin/enrolments/quote', w.staff, { ...choice, start: '25:00' });
  expect([bad.statusCode, typeof bad.json().detail]).toEqual([400, 'string']);
});

test("a month's tuition: each row, totals by status and way, and its CSV (BOM, the member's language) audited", async () => {
  const w = await school();
  const { mika } = await twoStudents(w);
  const paid = await adminCall(w.app, 'POST', `/admin/enrolments/${mika}/tuition/2026-12/paid`, w.staff, { way: 'cash' });
  expect(paid.statusCode).toBe(200);
  const report = (await adminCall(w.app, 'GET', '/admin/tuition?month=2026-12', w.staff)).json();
  expect(report.rows.map((r: { customer_name: string; status: string; way: string | null }) => [r.customer_name, r.status, r.way])).toEqual(
    [
      ['Ken Kato', 'due', null],
      ['Mika Mori', 'paid', 'cash'],
    ],
  );
  // Mika: four lessons and the fee (12,000 + 5,500); Ken from the 8th: three of four (9,000 + 5,500)
  expect(report.totals).toEqual({ paid: 17500, due: 14500, failed: 0, card: 0, school: 17500 });
  const bad = await adminCall(w.app, 'GET', '/admin/tuition?month=2026-13', w.staff);
  expect([bad.statusCode, typeof bad.json().detail]).toEqual([400, 'string']);

  const csv = await adminCall(w.app, 'GET', '/admin/tuition/export.csv?month=2026-12&headings=ja', w.staff);
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toContain('text/csv');
  const lines = csv.body.split('\r\n');
  expect(lines[0].startsWith('\uFEFF月,受講番号,受講者,コース')).toBe(true);
  // the first month is charged on the day of enrolling (November, on the test's clock)
  expect(lines[2]).toMatch(/^2026-12,EN-\w{6},Mika Mori,初級英語,Sato Yuki,school,4,12000,5500,17500,2026-11-\d\d,paid,cash$/);
  const [audit] = await w.db.query<{ after: unknown }>("select after from audit_log where action = 'tuition.exported'");
  expect(audit.after).toEqual({ month: '2026-12', rows: 2 });
});

test('a walk-in new to the school becomes a customer (audited); an email the school knows gives that customer; bad input 400', async () => {
  const w = await school();
  await expectRoleChecks(w, 'POST', '/admin/enrolments/walk-in', { name: 'Aya Abe', language: 'ja' }, 'staff');
  const made = await adminCall(w.app, 'POST', '/admin/enrolments/walk-in', w.staff, {
    name: 'Aya Abe',
    email: ' ',
    phone: '090-1111-2222',
    language: 'ja',
  });
  expect(made.statusCode).toBe(200);
  expect(made.json()).toMatchObject({ name: 'Aya Abe', first_language: 'ja' });
  const [row] = await w.db.query<{ email: string | null; phone: string; first_source: string }>(
    'select email, phone, first_source from customers where id = $1',
    [made.json().id],
  );
  expect(row).toEqual({ email: null, phone: '090-1111-2222', first_source: 'desk' });
  const mika = await customer(w.db, 'Mika Mori');
  const known = await adminCall(w.app, 'POST', '/admin/enrolments/walk-in', w.staff, {
    name: 'M. Mori',
    email: 'Mika.Mori@example.com',
    language: 'en',
  });
  expect(known.json()).toEqual({ id: mika, name: 'Mika Mori', first_language: 'ja' });
  const audits = await w.db.query<{ target_id: string }>("select target_id from audit_log where action = 'customer.created'");
  expect(audits).toEqual([{ target_id: String(made.json().id) }]);
  for (const bad of [
    { name: '', language: 'ja' },
    { name: 'Aya', language: 'fr' },
    { name: 'Aya', language: 'ja', email: 'not-an-email' },
  ]) {
    const res = await adminCall(w.app, 'POST', '/admin/enrolments/walk-in', w.staff, bad);
    expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
  }
  // and the desk enrols her, paid at the school
  expect((await deskEnrol(w, tuesday(made.json().id, SATO, '12:00', DEC_1))).statusCode).toBe(201);
});
