import fs from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { actionWords } from '../../src/client/features/admin/format/activityChange';
import { messages as ja } from '../../src/client/features/admin/i18n/messages/ja/index';
import { consoleText } from '../../src/client/features/admin/i18n/useConsoleText';

// Issue 39, point 11: every action the server writes into the audit log has words in the console (a new one
// without them would show in the log as its code, in English). The actions are read from the server's source.

const japanese = consoleText(createIntl({ locale: 'ja-JP', messages: ja }));
const SERVER = path.join(__dirname, '../../src/server');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    return e.isDirectory() ? sources(file) : file.endsWith('.ts') ? [fs.readFileSync(file, 'utf8')] : [];
  });
const ACTION =
  /'((?:booking|bookings|money|customer|schedule|slot|staff|teacher|tracked_link|school|enrolment|tuition|lessons|course)\.[a-z_]+)'/g;
/** Not actions: a property named in SQL. */
const NOT_ACTIONS = new Set(['booking.id']);

test('each audit action the server writes is named in Japanese, not shown as its code', () => {
  const actions = new Set(sources(SERVER).flatMap((text) => [...text.matchAll(ACTION)].map((m) => m[1])));
  for (const a of ['slot.closed', 'slot.reopened']) actions.add(a); // written as `slot.${…}`
  for (const a of ['booking.receipt_issued', 'booking.receipt_reissued', 'tuition.receipt_issued', 'tuition.receipt_reissued'])
    actions.add(a); // `${prefix}.receipt_…`
  const unnamed = [...actions].filter((a) => !NOT_ACTIONS.has(a) && actionWords(japanese, a) === a.replace(/[._]+/g, ' '));
  expect(actions.size).toBeGreaterThan(30);
  expect(unnamed).toEqual([]);
});
