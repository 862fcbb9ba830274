import { createIntl } from 'react-intl';
import { changesOf } from '../../src/client/features/admin/bookings/components/BookingHistory';
import { actionWords, describeChange, targetWords } from '../../src/client/features/admin/format/activityChange';
import { messages as en } from '../../src/client/features/admin/i18n/messages/en/index';
import { messages as ja } from '../../src/client/features/admin/i18n/messages/ja/index';
import { consoleText } from '../../src/client/features/admin/i18n/useConsoleText';

// The activity log words a tracked link's audit entry: a brand channel by its own name in every language,
// the other channels, the link's use and its page in the member's language.
const english = consoleText(createIntl({ locale: 'en-GB', messages: en }));
const japanese = consoleText(createIntl({ locale: 'ja-JP', messages: ja }));

test('a link made for LINE and a flyer: the channel as people say it, not as it is recorded', () => {
  const line = { channel: 'line', medium: 'qr', target: 'booking', name: 'Spring flyer' };
  const flyer = { channel: 'flyer', medium: 'qr', target: 'home', name: 'Station poster' };
  expect(describeChange(english, line, flyer)).toEqual([
    'channel: LINE → Flyer',
    'opens: Booking page → Home page',
    'name: Spring flyer → Station poster',
  ]);
  expect(describeChange(japanese, line, flyer)[0]).toBe(`${ja['staff.field.channel']}: LINE → ${ja['sources.channel.flyer']}`);
});

test("a move to a longer time: the total in yen and what became of the difference, in the activity log and the booking's history", () => {
  const before = { time_range: '11:00-13:00', total_amount: 6000 };
  const after = { time_range: '11:00-14:00', total_amount: 9000, difference: { yen: 3000, way: 'link-more' } };
  expect(describeChange(english, before, after)).toEqual([
    'time: 11:00-13:00 → 11:00-14:00',
    'total: ¥6,000 → ¥9,000',
    'difference: (none) → ¥3,000 more, payment link sent',
  ]);
  expect(changesOf(japanese, before, after).at(-1)).toBe('差額：— → ￥3,000 増（支払いリンクを送信）');
});

test('a member made teacher and linked to one: the role in words and the teacher by name, not their id', () => {
  const before = { email: 'tomo@school.example', role: 'staff', teacher_id: null, teacher_name: null };
  const after = { email: 'tomo@school.example', role: 'teacher', teacher_id: 1, teacher_name: 'Sato Yuki' };
  expect(describeChange(english, before, after)).toEqual(['role: Staff → Teacher', 'teacher: (none) → Sato Yuki']);
  expect(describeChange(japanese, before, after)[0]).toBe(`${ja['staff.field.role']}: スタッフ → 講師`);
});

test('the school profile\u2019s audit entries in the member\u2019s words (issue 38)', () => {
  expect(actionWords(english, 'school.changed')).toBe('School profile changed');
  expect(actionWords(japanese, 'school.logo_changed')).toBe('スクールのロゴを変更');
  expect(actionWords(japanese, 'enrolment.changed')).toBe('コース・曜日時間を変更'); // a change of course or weekly time (issue 41)
  expect(targetWords(english, 'school', null)).toBe('School profile');
});
