import { enrolSagas } from '../../src/client/features/enrol/enrolSagas';
import { enrolPagePath, parseEnrolParams, parsePayParam } from '../../src/client/features/enrol/enrolQuery';
import {
  cardChangeRequested,
  courseChosen,
  enrolConfirmed,
  enrolPageOpened,
  myCoursesOpened,
  selectEnrol,
  weeklyTimeChosen,
} from '../../src/client/features/enrol/enrolSlice';
import type { Enrolment, TuitionMonth } from '../../src/shared/enrolment';
import { nextMonth } from '../../src/shared/tuition';
import { flush, loggedIn } from './bookingFixtures';
import { enrolment, fakeEnrolApi, terms, tuesday } from './enrolFixtures';
import { startStore } from './testStore';

// Issue 40's "Done means", as a saga story on the real store: from her trial's page Ana enrols with the same teacher
// on Tuesdays at 18:00, pays the first month and the fee, sees her lessons and each month's tuition on my page month
// by month; one renewal is declined, she pays it from the failed month's link (and changes the card), and every paid
// month lists its receipt. The school behind the API is a small fake on a month-by-month clock.

const DECLINED = '2031-08';

/** The server as my page sees it: her enrolment's months, charged on the 1st, paid ones with their receipt. */
function fakeSchool() {
  let month = terms.first_month.month;
  const tuition: TuitionMonth[] = [];
  const checkouts = new Map<string, () => void>();
  const paid = (m: TuitionMonth) =>
    Object.assign(m, { status: 'paid', way: 'card', receipt_url: `http://site/api/public/tuition-receipts/r-${m.month}` });
  const checkout = (id: string, then: () => void) => (checkouts.set(id, then), { checkout_url: `http://site/api/test-tuition/${id}` });
  const mine = (): Enrolment => ({ ...enrolment, status: tuition.length ? 'active' : 'pending', tuition: tuition.map((m) => ({ ...m })) });
  const api = fakeEnrolApi({
    enrol: jest.fn(async () => ({ id: 7, code: enrolment.code, ...checkout('tts_first', () => tuition.push(paid(first()))) })),
    myEnrolments: jest.fn(async () => [mine()]),
    payMonth: jest.fn(async (_id: number, m: string) => checkout(`tts_${m}`, () => paid(tuition.find((x) => x.month === m)!))),
    changeCard: jest.fn(async () => checkout('tts_card', () => undefined)),
  });
  const first = (): TuitionMonth => ({
    month,
    lessons: 3,
    tuition_yen: 9000,
    fee_yen: 5500,
    charge_on: `${month}-13`,
    status: 'due',
    way: null,
  });
  return {
    api,
    /** The visitor completed the provider's page she was sent to. */
    pays: (url: string) => checkouts.get(url.split('/').pop()!)!(),
    /** The 1st of the next month: the renewal job charges it (declined in DECLINED). */
    nextMonth() {
      month = nextMonth(`${month}-01`).slice(0, 7);
      const m: TuitionMonth = { month, lessons: 4, tuition_yen: 12000, fee_yen: 0, charge_on: `${month}-01`, status: 'due', way: null };
      tuition.push(month === DECLINED ? Object.assign(m, { status: 'failed' }) : paid(m));
      return month;
    },
  };
}

test('a year on my page: enrolled from the trial, six months charged, one declined and paid from its link, receipts listed', async () => {
  const school = fakeSchool();
  // her trial's page: "Continue with this teacher" opens the course page with the trial's teacher and the trial
  const link = enrolPagePath({ teacherId: 2, fromBookingId: 41 });
  const { store, wentTo } = startStore({ path: link }, loggedIn);
  store.startFeature('enrol', enrolSagas, school.api);
  const enrol = () => selectEnrol(store.getState());
  store.dispatch(enrolPageOpened(parseEnrolParams(link.slice(link.indexOf('?')))));
  await flush();
  store.dispatch(courseChosen(1));
  await flush();
  store.dispatch(weeklyTimeChosen(tuesday));
  await flush();
  expect(enrol()).toMatchObject({ step: 'confirm', terms: { first_payment: 14500, monthly_fee: 12000, start: '18:00' } });
  store.dispatch(enrolConfirmed());
  await flush();
  expect(school.api.enrol).toHaveBeenCalledWith(
    expect.objectContaining({ teacher_id: 2, weekday: 2, start: '18:00', from_booking_id: 41 }),
  );
  school.pays(wentTo.at(-1)!);

  // back on my page after the checkout, then every month
  const myPage = async (search = '') => {
    store.dispatch(myCoursesOpened({ pay: parsePayParam(search) }));
    await flush();
    return enrol().mine[0];
  };
  const first = await myPage();
  expect(first).toMatchObject({ status: 'active', next_lessons: enrolment.next_lessons });
  expect(first.tuition).toEqual([expect.objectContaining({ month: '2031-05', status: 'paid', tuition_yen: 9000, fee_yen: 5500 })]);
  const months = [];
  for (let i = 0; i < 6; i++) months.push(school.nextMonth());
  expect(months).toEqual(['2031-06', '2031-07', '2031-08', '2031-09', '2031-10', '2031-11']);
  const failed = (await myPage()).tuition.filter((m) => m.status === 'failed');
  expect(failed.map((m) => [m.month, m.receipt_url ?? null])).toEqual([[DECLINED, null]]); // a month not paid: no receipt

  // the failed month's mail links /app/my_page?pay=7:2031-08: my page goes straight to paying it
  await myPage(`?pay=7:${DECLINED}`);
  expect(school.api.payMonth).toHaveBeenCalledWith(7, DECLINED);
  school.pays(wentTo.at(-1)!);
  // and she changes the card for the months to come
  store.dispatch(cardChangeRequested({ id: 7 }));
  await flush();
  expect(wentTo.at(-1)).toBe('http://site/api/test-tuition/tts_card');

  const year = (await myPage()).tuition;
  expect(year.map((m) => [m.month, m.status, m.tuition_yen + m.fee_yen])).toEqual([
    ['2031-05', 'paid', 14500],
    ...months.map((m) => [m, 'paid', 12000]),
  ]);
  // every paid month lists its receipt, one each
  expect(new Set(year.map((m) => m.receipt_url)).size).toBe(7);
  expect(year.every((m) => m.receipt_url?.startsWith('http://site/api/public/tuition-receipts/'))).toBe(true);
  expect(enrol().mineError).toBeNull();
});
