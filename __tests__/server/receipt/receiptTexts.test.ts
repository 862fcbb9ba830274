import { LANGUAGE_CODES } from '../../../src/shared/language';
import { receiptPage } from '../../../src/server/receipt/bookingReceipt';
import type { ReceiptRow } from '../../../src/server/receipt/receiptRepository';
import { LEGAL_TERMS, RECEIPT_TEXTS } from '../../../src/server/receipt/receiptTexts';
import { TEST_CHECKOUT_TEXTS } from '../../../src/server/routes/testCheckoutTexts';

// Each server-rendered page's texts sit side by side per language, so a
// missing translation fails here (and the legal terms of the invoice system stay in every language).

/** Every text of a family as strings: functions called with a sample argument, nested records flattened. */
function flatten(texts: object, prefix = ''): Array<[string, string]> {
  return Object.entries(texts).flatMap(([key, value]): Array<[string, string]> => {
    if (typeof value === 'function') return [[prefix + key, String(value('X'))]];
    if (value && typeof value === 'object') return flatten(value, `${prefix}${key}.`);
    return [[prefix + key, value]];
  });
}

describe.each([
  ['receipt', RECEIPT_TEXTS],
  ['test checkout', TEST_CHECKOUT_TEXTS],
] as const)('the %s texts', (_family, family) => {
  const english = flatten(family.en).map(([k]) => k);
  test.each(LANGUAGE_CODES)('%s has every text, none empty', (lang) => {
    const texts = flatten(family[lang]);
    expect(texts.map(([k]) => k)).toEqual(english);
    for (const [key, text] of texts) expect([key, text.trim().length > 0]).toEqual([key, true]);
  });
  test('no language is left in English (a name is the same in every language)', () => {
    const en = Object.fromEntries(flatten(family.en));
    for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      const same = flatten(family[lang]).filter(([k, v]) => v === en[k] && k !== 'recipientName');
      expect([lang, same]).toEqual([lang, []]);
    }
  });
});

const ROW: ReceiptRow = {
  id: 7,
  reference_id: 'abcdefgh12345678',
  code: 'GT-4K29',
  booking_date: '2026-11-24',
  time_range: '10:00-12:00',
  user_name: 'Hanako Yamada',
  total_amount: 6000,
  tax_rate: 10,
  sales_tax: 545,
  provider: 'stripe',
  language: 'en',
  time_zone: 'Asia/Tokyo',
  paid_at: '2026-11-23T01:00:00Z',
  refund_requested_at: '2026-11-23T02:00:00Z',
  refunded_at: '2026-11-23T02:00:05Z',
  refund_yen: 6000,
  teacher_name: null,
};

test.each(LANGUAGE_CODES)('the %s receipt keeps the Japanese legal terms (領収書, 適格請求書, 登録番号, 消費税, 税率, 返金)', (lang) => {
  const page = receiptPage(ROW, { name: '株式会社GTSS', registrationNumber: 'T1234567890123' }, lang);
  for (const term of LEGAL_TERMS) expect([term, page.includes(term)]).toEqual([term, true]);
  const plain = receiptPage(ROW, { name: 'GTSS Language School', registrationNumber: null }, lang);
  for (const term of ['領収書', '適格請求書', '登録番号']) expect([term, plain.includes(term)]).toEqual([term, true]);
  expect(plain).not.toContain('T1234567890123');
});

test('no local time is added when the visitor is in Japan', () => {
  const page = receiptPage(ROW, { name: 'GTSS', registrationNumber: null }, 'en');
  expect(page).toContain('Tue, 24 Nov 2026 10:00-12:00 (Japan time)</span>');
  expect(page).not.toContain('your time');
});

test.each([
  ['en', 'Booking code'],
  ['ja', '予約コード'],
  ['zh-CN', '预约代码'],
  ['zh-TW', '預約代碼'],
] as const)('the %s receipt names the booking by its code (%s)', (lang, label) => {
  const page = receiptPage(ROW, { name: 'GTSS', registrationNumber: null }, lang);
  expect(page).toContain(`<dt>${label}</dt><dd>GT-4K29</dd>`);
});
