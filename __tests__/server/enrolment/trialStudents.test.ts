import { useSchoolsWithTeachers, DEC_1, DEC_8, deskEnrol, trialWith, tuesday } from './enrolmentKit';
import { adminCall, type AdminWorld } from '../admin/adminKit';
import { LEE, SATO, startsFrom } from '../teachers/teachersKit';

// The numbers' "trials that became students", by source (issue 40, point 6): a trial counts as become a student when
// its customer enrolled from it (from_booking_id) or, as the same customer, after it; per source of the trial.
jest.setTimeout(60_000);
const school = useSchoolsWithTeachers();

const trialOf = async (w: AdminWorld, who: string) => {
  const [row] = await w.db.query<{ id: number; customer_id: number }>('select id, customer_id from bookings where user_email = $1', [
    `${who}@example.com`,
  ]);
  return row;
};

test('per source: the trials, and the customers who enrolled from one or after it', async () => {
  const w = await school();
  expect((await trialWith(w.app, w.db, DEC_8, startsFrom('10:00', 4), SATO, 'tomo')).statusCode).toBe(200);
  const yuiTrial = await trialWith(w.app, w.db, DEC_8, startsFrom('13:00', 4), LEE, 'yui');
  expect([yuiTrial.statusCode, yuiTrial.json().detail]).toEqual([200, undefined]);
  expect((await trialWith(w.app, w.db, DEC_8, startsFrom('15:00', 4), LEE, 'ken')).statusCode).toBe(200);
  const [tomo, yui] = [await trialOf(w, 'tomo'), await trialOf(w, 'yui')];
  await w.db.query("update bookings set utm_source = 'line' where id = $1", [tomo.id]);
  // Tomo enrols from his trial's page; Yui at the desk later, as the same customer; Ken does not enrol
  const fromTrial = await deskEnrol(w, { ...tuesday(tomo.customer_id, SATO, '12:00', DEC_1), from_booking_id: tomo.id });
  const sameCustomer = await deskEnrol(w, tuesday(yui.customer_id, SATO, '13:00', DEC_1));
  expect([fromTrial.statusCode, sameCustomer.statusCode]).toEqual([201, 201]);

  const res = await adminCall(w.app, 'GET', '/admin/numbers?from=2026-12-01&to=2026-12-31&period=month', w.staff);
  expect(res.statusCode).toBe(200);
  const none = { utm_medium: null, utm_campaign: null, referrer_host: null };
  expect(res.json().students_by_source).toEqual([
    { utm_source: null, ...none, trials: 2, students: 1 },
    { utm_source: 'line', ...none, trials: 1, students: 1 },
  ]);
});
