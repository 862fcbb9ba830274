import fs from 'node:fs';
import path from 'node:path';
import { messages as ja } from '../../src/client/features/admin/i18n/messages/ja/index';
import { messages as zhCN } from '../../src/client/features/admin/i18n/messages/zh-CN/index';
import { messages as zhTW } from '../../src/client/features/admin/i18n/messages/zh-TW/index';
import { words as jaVisitor } from '../../src/client/i18n/words/ja/index';

// Issue 39, point 11: the console's wording as a native reader expects it. A teacher who leaves has 退職ed (引退 is a
// sportsman's retirement); customers are 受講者 or お客様 (来訪者 is someone calling at an office); a closed day has
// one name in each language, in the console, the visitor's words and the closure notice: 休校日, 停课日, 停課日.

const values = (catalogue: Record<string, string>) => Object.entries(catalogue);
const closureMail = fs.readFileSync(path.join(__dirname, '../../src/server/mail/closureTexts.ts'), 'utf8');

const FORBIDDEN = {
  ja: { catalogue: { ...ja, ...jaVisitor }, words: ['引退', '来訪者', '休業', '休講', '定休', '閉校'] },
  'zh-CN': { catalogue: zhCN, words: ['退休', '休息日', '休业', '关闭日'] },
  'zh-TW': { catalogue: zhTW, words: ['退休', '休息日', '休業', '關閉日'] },
} as const;

test.each(Object.keys(FORBIDDEN) as Array<keyof typeof FORBIDDEN>)(
  'the %s words say none of the words a native reader trips on',
  (lang) => {
    const { catalogue, words } = FORBIDDEN[lang];
    const found = values(catalogue as Record<string, string>).flatMap(([key, text]) =>
      words.filter((w) => text.includes(w)).map((w) => `${key}: ${w}`),
    );
    expect(found).toEqual([]);
  },
);

test('one word for a closed day in each language: the schedule, the closing dialog, the log and the closure notice', () => {
  for (const [catalogue, day, mailWord] of [
    [ja, '休校日', '休校'],
    [zhCN, '停课日', '停课'],
    [zhTW, '停課日', '停課'],
  ] as const) {
    for (const key of [
      'schedule.closed.title',
      'schedule.closed.add',
      'closeDates.closed',
      'closeDates.detail.notOpen',
      'staff.field.closedDates',
    ] as const)
      expect([key, catalogue[key].includes(day)]).toEqual([key, true]);
    expect(catalogue['schedule.hours.closed']).toBe(mailWord);
    expect(closureMail).toContain(mailWord);
  }
});
