import type { LanguageCode } from '../../shared/constants.js';

// A month of tuition's receipt's own words, side by side per language (the rest is the trial receipt's, receiptTexts.ts).

export interface TuitionReceiptTexts {
  enrolmentCode: string;
  /** Paid at the school's desk by bank transfer. */
  transfer: string;
  /** The month's line: the course's tuition for that month. */
  tuition(course: string, month: string): string;
  /** The first month's enrolment fee line. */
  enrolmentFee(course: string): string;
  /** The line's detail: how many lessons and on which dates. */
  lessons(count: number, dates: string): string;
  /** The default purpose (但し書き). */
  purpose(month: string): string;
  notPaidTitle: string;
  /** A month not (yet) paid has no receipt. */
  notPaid: string;
}

export const TUITION_RECEIPT_TEXTS: Record<LanguageCode, TuitionReceiptTexts> = {
  en: {
    enrolmentCode: 'Enrolment number',
    transfer: 'Bank transfer',
    tuition: (course, month) => `Tuition: ${course}, ${month}`,
    enrolmentFee: (course) => `Enrolment fee: ${course}`,
    lessons: (n, dates) => `${n} ${n === 1 ? 'lesson' : 'lessons'}: ${dates}`,
    purpose: (month) => `Tuition for ${month}`,
    notPaidTitle: 'No receipt yet',
    notPaid: 'This month’s tuition is not paid, so it has no receipt yet. Its receipt is here once it is paid.',
  },
  ja: {
    enrolmentCode: '受講番号',
    transfer: '銀行振込',
    tuition: (course, month) => `${course} 授業料（${month}分）`,
    enrolmentFee: (course) => `入会金（${course}）`,
    lessons: (n, dates) => `レッスン${n}回：${dates}`,
    purpose: (month) => `${month}分授業料として`,
    notPaidTitle: '領収書はまだありません',
    notPaid: 'この月の授業料はお支払いが済んでいないため、領収書はまだありません。お支払い後にこちらから発行できます。',
  },
  'zh-CN': {
    enrolmentCode: '报名编号',
    transfer: '银行转账',
    tuition: (course, month) => `${course} 学费（${month}）`,
    enrolmentFee: (course) => `报名费（${course}）`,
    lessons: (n, dates) => `${n} 节课：${dates}`,
    purpose: (month) => `${month}学费`,
    notPaidTitle: '暂无收据',
    notPaid: '本月学费尚未支付，因此暂无收据。付款后即可在此开具收据。',
  },
  'zh-TW': {
    enrolmentCode: '報名編號',
    transfer: '銀行轉帳',
    tuition: (course, month) => `${course} 學費（${month}）`,
    enrolmentFee: (course) => `報名費（${course}）`,
    lessons: (n, dates) => `${n} 堂課：${dates}`,
    purpose: (month) => `${month}學費`,
    notPaidTitle: '尚無收據',
    notPaid: '本月學費尚未支付，因此尚無收據。付款後即可在此開立收據。',
  },
};
