import type { MakeupApi } from '../../src/client/features/enrol/makeupApi';
import type { Absence, MyCredits } from '../../src/shared/absences';
import type { Enrolment, TuitionMonth } from '../../src/shared/enrolment';
import { DEFAULT_LESSON_RULES } from '../../src/shared/lessonRules';
import type { MakeupTime } from '../../src/shared/makeups';
import { enrolment, fakeEnrolApi, pauseOptions, terms, withdrawalSummary } from './enrolFixtures';

// The school behind my page in the school-year story (issue 41's "Done means", the student's side of
// __tests__/server/credits/schoolYear.test.ts): Hanako's enrolment from April 2027 (Tuesdays 12:00 with Sato, by card)
// and her credits, as the server answers them; the story moves it from one month's 1st to the next.

const APRIL = {
  ...terms,
  starts_on: '2027-04-06',
  start: '12:00',
  end: '13:00',
  first_month: { month: '2027-04', lessons: 4, tuition: 12000, enrolment_fee: 5500 },
};
const receipt = (month: string) => `http://site/api/public/tuition-receipts/r-${month}`;
const paidMonth = (month: string, fee = 0): TuitionMonth => ({
  month,
  lessons: 4,
  tuition_yen: 12000,
  fee_yen: fee,
  charge_on: `${month}-01`,
  status: 'paid',
  way: 'card',
  receipt_url: receipt(month),
});
export const SATO_TIME: MakeupTime = {
  day: '2027-05-11',
  start: '13:00',
  end: '14:00',
  teacher_id: 1,
  teacher_name: 'Sato Yuki',
  own_teacher: true,
};
export const LEE_TIME: MakeupTime = {
  day: '2027-05-12',
  start: '15:00',
  end: '16:00',
  teacher_id: 2,
  teacher_name: 'Lee Min',
  own_teacher: false,
};

export function fakeYear() {
  const e: Enrolment = {
    ...enrolment,
    terms: APRIL,
    next_lessons: ['2027-04-06', '2027-04-13'],
    pauses: [],
    tuition: [paidMonth('2027-04', 5500)],
  };
  const credits: MyCredits = { absences: [], balance: 0, lots: [], rules: DEFAULT_LESSON_RULES, makeups: [] };
  const grant = (until: string) => {
    credits.balance++;
    credits.lots.push({ left: 1, valid_until: until });
  };
  const take = () => {
    credits.balance--;
    credits.lots.shift();
  };
  const makeups: MakeupApi = {
    myCredits: jest.fn(async () => structuredClone(credits)),
    reportAbsence: jest.fn(async (_id: number, day: string) => {
      const inTime = day === '2027-04-13'; // the 20th's is said on the 19th after 20:00
      const a: Absence = {
        id: credits.absences.length + 1,
        enrolment_id: 7,
        lesson_day: day,
        start: '12:00',
        in_time: inTime,
        credit_until: inTime ? '2027-05-31' : null,
        no_credit: inTime ? null : 'late',
        by_kind: 'customer',
        note: null,
        created_at: `${day}T00:00:00Z`,
      };
      credits.absences.unshift(a);
      if (inTime) grant('2027-05-31');
      return a;
    }),
    makeupTimes: jest.fn(async () => (credits.balance ? [SATO_TIME, LEE_TIME] : [])),
    bookMakeup: jest.fn(async (_id, body) => {
      take();
      const m = { booking_id: 31, code: 'MU-1', day: body.day, time_range: '15:00-16:00', teacher_name: 'Lee Min', status: 'Confirmed' };
      credits.makeups.push(m);
      return m;
    }),
    cancelMakeup: jest.fn(async () => ({ credit_returned: false })),
  };
  const enrol = fakeEnrolApi({
    myEnrolments: jest.fn(async () => [structuredClone(e)]),
    pauseOptions: jest.fn(async () => ({ ...pauseOptions, first_months: ['2027-07', '2027-08', '2027-09'] })),
    pause: jest.fn(async (_id, p) => {
      e.pauses.push({ ...p, fee_yen: 0 });
      return e;
    }),
    withdrawal: jest.fn(async () => ({
      ...withdrawalSummary,
      ends_on: '2027-12-31',
      lessons_left: ['2027-12-14', '2027-12-21', '2027-12-28'],
      lessons_canceled: ['2028-01-04'],
      months_canceled: ['2028-01'],
    })),
    withdraw: jest.fn(async () => Object.assign(e, { status: 'ending', ends_on: '2027-12-31' })),
  });
  return {
    enrol,
    makeups,
    /** The 1st of `month`: the renewal charges it (a paused month is waived), the credits past their date expire. */
    monthStarts(month: string) {
      const paused = e.pauses.some((p) => p.first_month === month);
      e.tuition.push(
        paused ? { ...paidMonth(month), lessons: 0, tuition_yen: 0, status: 'waived', way: null, receipt_url: null } : paidMonth(month),
      );
      e.next_lessons = paused ? [] : [`${month}-07`];
      while (credits.lots[0] && credits.lots[0].valid_until < `${month}-01`) take();
    },
    /** The typhoon: the owner closes Tuesday 13 July; her lesson is canceled with a credit valid three months. */
    closure: () => grant('2027-10-13'),
    /** January: the withdrawal has ended the enrolment. */
    ended: () => Object.assign(e, { status: 'ended', next_lessons: [] }),
  };
}
