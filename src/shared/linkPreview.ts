import type { LanguageCode } from './constants.js';
import { paths } from './paths.js';

// What a link to the site shows where it is shared (LINE, Facebook, X, WeChat, Slack…): the Open Graph
// and Twitter card tags the server writes into each page's HTML (never into the visitor's JavaScript),
// in the visitor's language. LINE's preview reads og:title, og:description and og:image only.

/** The preview picture (public/og-image.png, drawn by scripts/ogImage.mjs). */
export const PREVIEW_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

/** The pages worth sharing, each with its own title; their canonical address is their path. */
export type PreviewPage = 'home' | 'about' | 'booking' | 'payForBooking' | 'login' | 'signup' | 'terms' | 'privacy' | 'trading';

export interface PreviewTexts {
  siteName: string;
  description: string;
  imageAlt: string;
  /** og:locale (Facebook's language_TERRITORY form). */
  locale: string;
  titles: Record<PreviewPage, string>;
}

export const PREVIEW_TEXTS: Record<LanguageCode, PreviewTexts> = {
  en: {
    siteName: 'GTSS Language School',
    description: 'Book a trial class at GTSS Language School: pick a date and timeslots, pay by card, get a confirmation email.',
    imageAlt: 'GTSS Language School: book a trial class',
    locale: 'en_US',
    titles: {
      home: 'GTSS | Language Booking Platform',
      about: 'About us | GTSS',
      booking: 'Book a trial class | GTSS',
      payForBooking: 'Pay for a booking | GTSS',
      login: 'Log in | GTSS',
      signup: 'Sign up | GTSS',
      terms: 'Terms of Service | GTSS',
      privacy: 'Privacy Policy | GTSS',
      trading: 'Notice under the Specified Commercial Transactions Act | GTSS',
    },
  },
  'zh-CN': {
    siteName: 'GTSS 语言学校',
    description: '预约 GTSS 语言学校的体验课：选择日期和时段，用银行卡支付，即可收到确认邮件。',
    imageAlt: 'GTSS 语言学校：预约体验课',
    locale: 'zh_CN',
    titles: {
      home: 'GTSS | 语言课程预约平台',
      about: '关于我们 | GTSS',
      booking: '预约体验课 | GTSS',
      payForBooking: '支付预约费用 | GTSS',
      login: '登录 | GTSS',
      signup: '注册 | GTSS',
      terms: '服务条款 | GTSS',
      privacy: '隐私政策 | GTSS',
      trading: '基于《特定商业交易法》的标示 | GTSS',
    },
  },
  'zh-TW': {
    siteName: 'GTSS 語言學校',
    description: '預約 GTSS 語言學校的體驗課：選擇日期和時段，以信用卡付款，即可收到確認郵件。',
    imageAlt: 'GTSS 語言學校：預約體驗課',
    locale: 'zh_TW',
    titles: {
      home: 'GTSS | 語言課程預約平台',
      about: '關於我們 | GTSS',
      booking: '預約體驗課 | GTSS',
      payForBooking: '支付預約費用 | GTSS',
      login: '登入 | GTSS',
      signup: '註冊 | GTSS',
      terms: '服務條款 | GTSS',
      privacy: '隱私權政策 | GTSS',
      trading: '依《特定商業交易法》之標示 | GTSS',
    },
  },
  ja: {
    siteName: 'GTSS 語学スクール',
    description: 'GTSS語学スクールの体験レッスンを予約できます。日付と時間帯を選んでカードでお支払いいただくと、確認メールが届きます。',
    imageAlt: 'GTSS 語学スクール：体験レッスンのご予約',
    locale: 'ja_JP',
    titles: {
      home: 'GTSS | 語学レッスン予約',
      about: 'スクールについて | GTSS',
      booking: '体験レッスンを予約 | GTSS',
      payForBooking: 'ご予約のお支払い | GTSS',
      login: 'ログイン | GTSS',
      signup: '新規登録 | GTSS',
      terms: '利用規約 | GTSS',
      privacy: 'プライバシーポリシー | GTSS',
      trading: '特定商取引法に基づく表記 | GTSS',
    },
  },
};

const PREVIEW_PAGES: Record<PreviewPage, string> = {
  home: paths.home,
  about: paths.about,
  booking: paths.booking,
  payForBooking: paths.payForBooking,
  login: paths.login,
  signup: paths.signup,
  terms: paths.terms,
  privacy: paths.privacy,
  trading: paths.trading,
};

/** The shareable page at `pathname` (the site's root is the home page; a trailing slash is the same page), or null. */
export function previewPageOf(pathname: string): PreviewPage | null {
  const path = pathname === paths.root ? paths.home : pathname.replace(/(.)\/$/, '$1');
  return (Object.keys(PREVIEW_PAGES) as PreviewPage[]).find((page) => PREVIEW_PAGES[page] === path) ?? null;
}

export const previewPath = (page: PreviewPage): string => PREVIEW_PAGES[page];
