import { createIntl } from 'react-intl';
import { actionWords, describeChange } from '../../src/client/features/admin/format/activityChange';
import { messages as en } from '../../src/client/features/admin/i18n/messages/en/index';
import { messages as ja } from '../../src/client/features/admin/i18n/messages/ja/index';
import { consoleText } from '../../src/client/features/admin/i18n/useConsoleText';

// The activity log words a customer's record changed and two records merged (issue 39, point 4): fields and values in
// the member's language, no raw JSON.
const english = consoleText(createIntl({ locale: 'en-GB', messages: en }));
const japanese = consoleText(createIntl({ locale: 'ja-JP', messages: ja }));

test('a record changed: the reading and the preferred language in words', () => {
  const before = { name: 'Sato Kenji', reading: null, preferred_language: null };
  const after = { name: '佐藤 健二', reading: 'サトウ ケンジ', preferred_language: 'ja' };
  const lines = describeChange(japanese, before, after);
  expect(lines).toContain(`${ja['staff.field.reading']}: ${ja['common.none']} → サトウ ケンジ`);
  expect(lines).toContain(`${ja['staff.field.preferred_language']}: ${ja['common.none']} → ${ja['common.language.ja']}`);
  expect(actionWords(japanese, 'customer.changed')).toBe('顧客情報を変更');
});

test('two records merged: who the other was and the bookings that moved, as text', () => {
  const lines = describeChange(english, { merged: 'Kenji Sato · 090-1234-5678', merged_id: 9 }, { into: 3, moved_bookings: ['GT-4821'] });
  expect(lines.join('\n')).not.toMatch(/[{}[\]"]/);
  expect(lines.join('\n')).toContain('Kenji Sato · 090-1234-5678');
  expect(lines.join('\n')).toContain('GT-4821');
  expect(actionWords(english, 'customer.merged')).toBe('Customer records merged');
});
