import fs from 'node:fs';
import { NOT_RUNNING, PAUSE_OVERLAP } from '../../../src/shared/pauseWords';
import { ADMIN_CONFIG, adminCall } from '../admin/adminKit';
import { writeWorldOn } from '../admin/adminBookingsWriteKit';
import { count, testClock } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { calendarFor, LEE, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { makeStaticDir } from '../testApp';
import { customer, deskEnrol, tuesday } from './enrolmentKit';

// Pausing's and withdrawing's races on a real PostgreSQL server, two app instances with pools of their own: the same
// pause asked ten times at once (a double click, the student and the desk) is written once; so is a withdrawal.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`pausing and withdrawing ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);

  test('ten requests for the same pause at once on two servers: one pause, the others refused as overlapping; one withdrawal likewise', async () => {
    const services = { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS };
    const first = await instance(services, ADMIN_CONFIG);
    const second = await instance(services, ADMIN_CONFIG);
    await calendarFor(first.app);
    const w = await writeWorldOn(first);
    const made = await deskEnrol(w, tuesday(await customer(first.db, 'Aya Kato'), LEE, '16:00'));
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    const apps = [first.app, second.app];
    const pauses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        adminCall(apps[i % 2], 'POST', `/admin/enrolments/${id}/pause`, w.staff, { first_month: '2027-01', months: 1 + (i % 3) }),
      ),
    );
    expect(pauses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const lost of pauses.filter((r) => r.statusCode !== 200))
      expect([lost.statusCode, lost.json().detail]).toEqual([409, PAUSE_OVERLAP]);
    expect(await count(first.db, 'select 1 from enrolment_pauses')).toBe(1);

    const withdrawals = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        adminCall(apps[i % 2], 'POST', `/admin/enrolments/${id}/withdrawal`, w.staff, { confirmed: true }),
      ),
    );
    expect(withdrawals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const lost of withdrawals.filter((r) => r.statusCode !== 200))
      expect([lost.statusCode, lost.json().detail]).toEqual([409, NOT_RUNNING]);
    expect(await count(first.db, "select 1 from audit_log where action = 'enrolment.withdrawn'")).toBe(1);
  });
});
