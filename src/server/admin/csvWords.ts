import type { CsvHeadings } from '../../shared/admin/bookings.js';

// The CSV files' values in the member's language (issue 39, point 11), as the console names them (the same words as
// its catalogues: csvWords.test.ts compares them): a booking's status, source, attendance and language, a money
// movement's kind, part and way. English keeps the codes (Confirmed, web, no_show): they read as English, and
// scripts written against the earlier files keep working. A value without words here (a newer code) stays a code.

type Words = Readonly<Record<string, string>>;
export interface CsvWords {
  status: Words;
  source: Words;
  attendance: Words;
  language: Words;
  kind: Words;
  part: Words;
  way: Words;
}

const CODES: CsvWords = { status: {}, source: {}, attendance: {}, language: {}, kind: {}, part: {}, way: {} };

export const CSV_WORDS: Record<CsvHeadings, CsvWords> = {
  en: CODES,
  ja: {
    status: { Pending: '支払い待ち', Confirmed: '確定', Canceled: '取り消し済み', Expired: '期限切れ' },
    source: { web: 'ウェブサイト', phone: '電話', desk: '受付' },
    attendance: { attended: '出席', no_show: '無断欠席' },
    language: { en: '英語', ja: '日本語', 'zh-CN': '中国語（簡体字）', 'zh-TW': '中国語（繁体字）' },
    kind: { payment: '入金', refund: '返金' },
    part: {
      first: '予約の代金',
      lesson: '当日払いの受講料',
      move: '変更による差額',
      late: '後からの支払い',
      cancel: '変更分の取り消し',
      tuition: '授業料',
    },
    way: { cash: '現金', card: 'カード', link: '支払いリンク', transfer: '銀行振込' },
  },
  'zh-CN': {
    status: { Pending: '待付款', Confirmed: '已确认', Canceled: '已取消', Expired: '已过期' },
    source: { web: '网站', phone: '电话', desk: '前台' },
    attendance: { attended: '出勤', no_show: '缺席（未通知）' },
    language: { en: '英语', ja: '日语', 'zh-CN': '中文（简体）', 'zh-TW': '中文（繁体）' },
    kind: { payment: '收款', refund: '退款' },
    part: { first: '预约费用', lesson: '上课时支付的学费', move: '改期差额', late: '事后付款', cancel: '取消的变更部分', tuition: '学费' },
    way: { cash: '现金', card: '银行卡', link: '付款链接', transfer: '银行转账' },
  },
  'zh-TW': {
    status: { Pending: '待付款', Confirmed: '已確認', Canceled: '已取消', Expired: '已逾期' },
    source: { web: '網站', phone: '電話', desk: '櫃台' },
    attendance: { attended: '出席', no_show: '缺席（未通知）' },
    language: { en: '英文', ja: '日文', 'zh-CN': '中文（簡體）', 'zh-TW': '中文（繁體）' },
    kind: { payment: '收款', refund: '退款' },
    part: { first: '預約費用', lesson: '上課時支付的學費', move: '改期差額', late: '事後付款', cancel: '取消的變更部分', tuition: '學費' },
    way: { cash: '現金', card: '信用卡', link: '付款連結', transfer: '銀行轉帳' },
  },
};

/** A value in the file's language: its words, else the code itself (null stays empty). */
export const csvWord = (words: Words, code: string | null): string | null => (code === null ? null : (words[code] ?? code));
