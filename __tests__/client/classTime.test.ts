import { classTimeText } from '../../src/client/components/ClassTime';

// Every class time says it is Japan time, and adds the visitor's own when their clock differs.

test('a visitor on Japan time (or one whose zone is unknown) sees the Japan time, labelled', () => {
  expect(classTimeText('2026-11-24', '10:00-12:00', 'Asia/Tokyo')).toBe('10:00-12:00 Japan time');
  expect(classTimeText('2026-11-24', '10:00-12:00', null)).toBe('10:00-12:00 Japan time');
});

test('a visitor elsewhere also sees their own time, and their date when it is another day', () => {
  expect(classTimeText('2026-11-24', '10:00-12:00', 'Europe/Paris')).toBe('10:00-12:00 Japan time (02:00-04:00 your time)');
  expect(classTimeText('2026-11-24', '10:00-11:00, 14:00-15:00', 'America/Los_Angeles')).toBe(
    '10:00-11:00, 14:00-15:00 Japan time (17:00-18:00, 21:00-22:00 your time, 23 Nov)',
  );
});

test("the tests' own clock is Japan's, whatever the machine's TZ (jest.config.cjs)", () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
});
