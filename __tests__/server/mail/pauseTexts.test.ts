import { pausedMail } from '../../../src/server/mail/pauseTexts';
import type { StudentFacts } from '../../../src/server/mail/enrolmentTexts';
import type { EnrolmentTerms } from '../../../src/shared/enrolment';
import type { LanguageCode } from '../../../src/shared/constants';

// The pause-taken mail names its months as a person would: one month by itself (the school-year story's pause of
// August once read "from August 2027 to August 2027"), several as a range, in each of the four languages.

const student = (language: LanguageCode): StudentFacts => ({
  email: 'hanako@example.com',
  user_id: 1,
  name: 'Hanako',
  language,
  code: 'EN-6KK2NA',
  terms: { course_name: 'Elementary English' } as EnrolmentTerms,
});
const subject = (language: LanguageCode, last: string) =>
  pausedMail(student(language), { first: '2027-08', last, feeYen: 0 }, 'https://school.example/app/my_page').subject;

test('a pause of one month names that month once, in every language', () => {
  expect(subject('en', '2027-08')).toBe('Your pause of Elementary English in August 2027 (EN-6KK2NA)');
  expect(subject('ja', '2027-08')).toBe('【休会を承りました】Elementary English 2027年8月（EN-6KK2NA）');
  expect(subject('zh-CN', '2027-08')).toBe('已受理休学：Elementary English 2027年8月（EN-6KK2NA）');
  expect(subject('zh-TW', '2027-08')).toBe('已受理休學：Elementary English 2027年8月（EN-6KK2NA）');
  expect(pausedMail(student('en'), { first: '2027-08', last: '2027-08', feeYen: 0 }, 'https://x/').text).toContain(
    'lessons pause in August 2027.',
  );
});

test('a pause of several months names its first and last', () => {
  expect(subject('en', '2027-10')).toBe('Your pause of Elementary English from August 2027 to October 2027 (EN-6KK2NA)');
  expect(subject('ja', '2027-10')).toBe('【休会を承りました】Elementary English 2027年8月〜2027年10月（EN-6KK2NA）');
  expect(subject('zh-CN', '2027-10')).toBe('已受理休学：Elementary English 2027年8月至2027年10月（EN-6KK2NA）');
});
