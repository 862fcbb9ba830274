import type { PauseOptions, WithdrawalSummary } from '../../src/shared/enrolmentChanges';
import type { Course, Enrolment, EnrolmentTerms, WeeklyTime } from '../../src/shared/enrolment';
import type { EnrolApi } from '../../src/client/features/enrol/enrolApi';

// A school's Beginner Japanese course, Sato-sensei's Tuesday 18:00 and the terms the server quotes for it.

export const beginner: Course = {
  id: 1,
  kind: 'beginner_ja',
  names: { en: 'Beginner Japanese', ja: '初級日本語', 'zh-CN': '初级日语', 'zh-TW': '初級日語' },
  descriptions: {},
  language: 'ja',
  level: 'beginner',
  lesson_slots: 2,
  lesson_minutes: 60,
  lessons_per_month: 4,
  monthly_fee: 12000,
  enrolment_fee: 5500,
  capacity: 1,
  online: true,
  teacher_ids: [],
};
export const business: Course = { ...beginner, id: 4, kind: 'business_ja', names: { en: 'Business Japanese', ja: 'ビジネス日本語' } };

export const tuesday: WeeklyTime = {
  teacher_id: 2,
  teacher_name: 'Sato Yui',
  weekday: 2,
  start: '18:00',
  end: '19:00',
  first_lesson: '2031-05-13',
  class_id: null,
  seats_left: 1,
};
export const friday: WeeklyTime = {
  ...tuesday,
  teacher_id: 3,
  teacher_name: 'Ito Ken',
  weekday: 5,
  start: '10:00',
  end: '11:00',
  first_lesson: '2031-05-16',
};

export const terms: EnrolmentTerms = {
  course_name: 'Beginner Japanese',
  teacher_name: 'Sato Yui',
  weekday: 2,
  start: '18:00',
  end: '19:00',
  starts_on: '2031-05-13',
  lessons_per_month: 4,
  first_month: { month: '2031-05', lessons: 3, tuition: 9000, enrolment_fee: 5500 },
  first_payment: 14500,
  monthly_fee: 12000,
  charge_day: 1,
  withdraw_by_day: 15,
};

export const enrolment: Enrolment = {
  ends_on: null,
  pauses: [],
  id: 7,
  code: 'EN-4Q7K2M',
  status: 'active',
  billing: 'card',
  class_id: 3,
  customer_id: 5,
  terms,
  next_lessons: ['2031-05-13', '2031-05-20', '2031-05-27', '2031-06-03'],
  tuition: [
    { month: '2031-05', lessons: 3, tuition_yen: 9000, fee_yen: 5500, charge_on: '2031-05-01', status: 'paid', way: 'card' },
    { month: '2031-06', lessons: 4, tuition_yen: 12000, fee_yen: 0, charge_on: '2031-06-01', status: 'failed', way: 'card' },
  ],
};

export const pauseOptions: PauseOptions = {
  first_months: ['2031-07', '2031-08'],
  min_months: 1,
  max_months: 3,
  fee_yen: 0,
  deadline_day: 15,
};

export const withdrawalSummary: WithdrawalSummary = {
  ends_on: '2031-06-30',
  after_deadline: false,
  withdraw_by_day: 15,
  lessons_left: ['2031-06-10', '2031-06-17', '2031-06-24'],
  lessons_canceled: ['2031-07-01'],
  months_charged: [],
  months_canceled: ['2031-07'],
  credits_expiring: [],
};

export function fakeEnrolApi(overrides: Partial<EnrolApi> = {}): EnrolApi {
  return {
    courses: jest.fn(async () => [beginner, business]),
    weeklyTimes: jest.fn(async () => [tuesday, friday]),
    quote: jest.fn(async () => terms),
    enrol: jest.fn(async () => ({ id: 7, code: 'EN-4Q7K2M', checkout_url: 'http://site/api/test-tuition/tts_1' })),
    myEnrolments: jest.fn(async () => [enrolment]),
    payMonth: jest.fn(async () => ({ checkout_url: 'http://site/api/test-tuition/tts_2' })),
    changeCard: jest.fn(async () => ({ checkout_url: 'http://site/api/test-tuition/tts_3' })),
    pauseOptions: jest.fn(async () => pauseOptions),
    pause: jest.fn(async () => enrolment),
    withdrawal: jest.fn(async () => withdrawalSummary),
    withdraw: jest.fn(async () => enrolment),
    changeOptions: jest.fn(async () => ({ from: '2031-08-01', after_deadline: false, withdraw_by_day: 15 })),
    changeQuote: jest.fn(async () => terms),
    changeCourse: jest.fn(async () => enrolment),
    ...overrides,
  };
}
