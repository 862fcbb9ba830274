import { enrolSagas } from '../../src/client/features/enrol/enrolSagas';
import { myCoursesOpened, selectEnrol } from '../../src/client/features/enrol/enrolSlice';
import { changeOpened, pauseAsked, selectEnrolmentChanges, withdrawConfirmed } from '../../src/client/features/enrol/enrolmentChangesSlice';
import { DONE, makeupSagas } from '../../src/client/features/enrol/makeupSagas';
import {
  absenceRequested,
  creditsNeeded,
  makeupRequested,
  makeupTimesRequested,
  selectMakeup,
} from '../../src/client/features/enrol/makeupSlice';
import { flush, loggedIn } from './bookingFixtures';
import { fakeYear, LEE_TIME } from './schoolYearFixtures';
import { startStore } from './testStore';

// Issue 41's school year as Hanako lives it on my page, on the real store (the student's side of
// __tests__/server/credits/schoolYear.test.ts): enrolled in April, an absence in time and one too late, a make-up with
// another teacher paid with the credit, a pause asked for August, the typhoon's credit (which she does not use: it
// expires in October), and a withdrawal confirmed in December. After each event, what my page shows.

test('a school year on my page: enrolled, absences, a make-up, a pause, a closure credit, a withdrawal', async () => {
  const school = fakeYear();
  const { store } = startStore({ path: '/app/my_page' }, loggedIn);
  store.startFeature('enrol', enrolSagas, school.enrol);
  store.startFeature('makeup', makeupSagas, school.makeups);
  /** My page opened: her courses and her enrolment's credits read. */
  const myPage = async () => {
    store.dispatch(myCoursesOpened({ pay: null }));
    store.dispatch(creditsNeeded(7));
    await flush();
    const mine = selectEnrol(store.getState()).mine[0];
    return { mine, credits: selectMakeup(store.getState()).byEnrolment[7] };
  };
  const months = (page: Awaited<ReturnType<typeof myPage>>) =>
    page.mine.tuition.map((m) => [m.month, m.status, m.tuition_yen + m.fee_yen, m.receipt_url ? 'receipt' : null]);

  // enrolled: April paid with the fee, its receipt; no credits yet
  const april = await myPage();
  expect([april.mine.status, april.mine.terms.starts_on, months(april)]).toEqual([
    'active',
    '2027-04-06',
    [['2027-04', 'paid', 17500, 'receipt']],
  ]);
  expect(april.credits).toMatchObject({ status: 'ready', credits: { balance: 0, absences: [], makeups: [] } });

  // absence reported for the 13th (in time): a credit to the end of May; for the 20th (after the cut-off): none
  store.dispatch(absenceRequested({ id: 7, day: '2027-04-13' }));
  await flush();
  expect((await myPage()).credits).toMatchObject({ busy: false, message: { ok: true, text: DONE.absence }, credits: { balance: 1 } });
  store.dispatch(absenceRequested({ id: 7, day: '2027-04-20' }));
  await flush();
  const absences = (await myPage()).credits.credits!;
  expect(absences.balance).toBe(1);
  expect(absences.absences.map((a) => [a.lesson_day, a.credit_until, a.no_credit])).toEqual([
    ['2027-04-20', null, 'late'],
    ['2027-04-13', '2027-05-31', null],
  ]);

  // May: the make-up booked with Lee (her own teacher is offered first; she takes the other one)
  school.monthStarts('2027-05');
  store.dispatch(makeupTimesRequested({ id: 7, from: '2027-05-05' }));
  await flush();
  expect(selectMakeup(store.getState()).byEnrolment[7].times?.map((t) => [t.teacher_name, t.own_teacher])).toEqual([
    ['Sato Yuki', true],
    ['Lee Min', false],
  ]);
  store.dispatch(makeupRequested({ id: 7, body: { day: LEE_TIME.day, start: LEE_TIME.start, teacher_id: LEE_TIME.teacher_id } }));
  await flush();
  const may = await myPage();
  expect(may.credits).toMatchObject({ message: { ok: true, text: DONE.booked }, times: null, credits: { balance: 0, lots: [] } });
  expect(may.credits.credits!.makeups).toEqual([
    expect.objectContaining({ day: '2027-05-12', teacher_name: 'Lee Min', status: 'Confirmed' }),
  ]);

  // June: pause asked for August; the card lists it, her courses reloaded
  school.monthStarts('2027-06');
  store.dispatch(changeOpened({ id: 7, kind: 'pause' }));
  await flush();
  expect(selectEnrolmentChanges(store.getState()).options?.first_months).toContain('2027-08');
  store.dispatch(pauseAsked({ id: 7, first_month: '2027-08', months: 1 }));
  await flush();
  expect(selectEnrolmentChanges(store.getState())).toMatchObject({ done: { id: 7, kind: 'pause' }, error: null });
  expect(selectEnrol(store.getState()).mine[0].pauses).toEqual([{ first_month: '2027-08', months: 1, fee_yen: 0 }]);

  // July: the typhoon's credit, valid three months; August paused: waived, no lessons, no receipt
  school.monthStarts('2027-07');
  school.closure();
  expect((await myPage()).credits.credits).toMatchObject({ balance: 1, lots: [{ left: 1, valid_until: '2027-10-13' }] });
  school.monthStarts('2027-08');
  const august = await myPage();
  expect([august.mine.next_lessons, months(august).at(-1)]).toEqual([[], ['2027-08', 'waived', 0, null]]);
  for (const m of ['2027-09', '2027-10', '2027-11']) school.monthStarts(m);
  expect((await myPage()).credits.credits).toMatchObject({ balance: 0, lots: [] }); // expired unused on 14 October

  // December: the withdrawal summary before she confirms, then the last day on the card
  school.monthStarts('2027-12');
  store.dispatch(changeOpened({ id: 7, kind: 'withdraw' }));
  await flush();
  expect(selectEnrolmentChanges(store.getState()).summary).toMatchObject({ ends_on: '2027-12-31', credits_expiring: [] });
  store.dispatch(withdrawConfirmed({ id: 7 }));
  await flush();
  expect(selectEnrolmentChanges(store.getState()).done).toEqual({ id: 7, kind: 'withdraw' });
  expect(selectEnrol(store.getState()).mine[0]).toMatchObject({ status: 'ending', ends_on: '2027-12-31' });

  // January: ended; the year's months as charged, each paid one with its receipt, August waived
  school.ended();
  const year = await myPage();
  expect(year.mine.status).toBe('ended');
  expect(months(year)).toEqual([
    ['2027-04', 'paid', 17500, 'receipt'],
    ...['05', '06', '07'].map((m) => [`2027-${m}`, 'paid', 12000, 'receipt']),
    ['2027-08', 'waived', 0, null],
    ...['09', '10', '11', '12'].map((m) => [`2027-${m}`, 'paid', 12000, 'receipt']),
  ]);
  expect(selectEnrol(store.getState()).mineError).toBeNull();
});
