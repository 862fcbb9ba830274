import { CSV_WORDS } from '../../../src/server/admin/csvWords';
import { messages as ja } from '../../../src/client/features/admin/i18n/messages/ja/index';
import { messages as zhCN } from '../../../src/client/features/admin/i18n/messages/zh-CN/index';
import { messages as zhTW } from '../../../src/client/features/admin/i18n/messages/zh-TW/index';
import { BOOKING_STATUSES } from '../../../src/shared/booking';
import { LANGUAGE_CODES } from '../../../src/shared/language';

// The CSV files' words (issue 39, point 11) are the console's: a status, a source, an attendance and a language read
// the same in the file as on the screen that exported it, in each language the console speaks.

const CATALOGUES = { ja, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;

test.each(Object.keys(CATALOGUES) as Array<keyof typeof CATALOGUES>)('the %s CSV names each code as the console does', (language) => {
  const console = CATALOGUES[language];
  const words = CSV_WORDS[language];
  for (const status of BOOKING_STATUSES) expect(words.status[status]).toBe(console[`bookings.status.${status}`]);
  for (const source of ['web', 'phone', 'desk'] as const) expect(words.source[source]).toBe(console[`bookings.source.${source}`]);
  for (const a of ['attended', 'no_show'] as const) expect(words.attendance[a]).toBe(console[`bookings.attendance.${a}`]);
  for (const code of LANGUAGE_CODES) expect(words.language[code]).toBe(console[`common.language.${code}`]);
  // every movement, part and way has words (none left as a code)
  expect(Object.keys(words.kind).sort()).toEqual(['payment', 'refund']);
  expect(Object.keys(words.part).sort()).toEqual(['cancel', 'first', 'late', 'lesson', 'move', 'tuition']);
  expect(Object.keys(words.way).sort()).toEqual(['card', 'cash', 'link', 'transfer']);
});

test('English keeps the codes (Confirmed, web, no_show): scripts written against the earlier files keep working', () => {
  expect(Object.values(CSV_WORDS.en).every((words) => Object.keys(words).length === 0)).toBe(true);
});
