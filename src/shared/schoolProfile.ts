import { MIN_TIMESLOTS, SCHOOL_CONTACT_EMAIL, type LanguageCode } from './constants.js';

// The school's profile as data, without zod (the visitor pages' first-load bundle reads it): its shape, the
// defaults that reproduce the site as it was before a school set anything, and how a text is picked for a
// visitor's language. The contract (zod) is school.ts.

/** A text the school writes per language; a language left out (or blank) falls back (textFor). */
export type LocalText = Partial<Record<LanguageCode, string>>;

/** The 特定商取引法に基づく表記 fields; blank ones show the profile's field or today's wording (tradingRows). */
export const TRADING_FIELDS = [
  'operator',
  'representative',
  'address',
  'contact',
  'prices',
  'payment_methods',
  'delivery',
  'cancellations',
] as const;
export type TradingField = (typeof TRADING_FIELDS)[number];

/** The page texts the school may replace; blank: the page keeps its own text. Markdown-subset ones: MARKDOWN_TEXTS. */
export const PAGE_TEXTS = ['home_headline', 'home_intro', 'about', 'terms', 'privacy'] as const;
export type PageText = (typeof PAGE_TEXTS)[number];
export const MARKDOWN_TEXTS: readonly PageText[] = ['about', 'terms', 'privacy'];

export type TrialPricing = 'per_slot' | 'fixed' | 'free';
export interface TrialSettings {
  /** The fewest timeslots a trial takes (at least the spec's 4). */
  min_slots: number;
  /** The most; null: no limit of the school's own (the booking's 48). min = max: a trial of exactly that length. */
  max_slots: number | null;
  /** per_slot: the schedule's price per timeslot (as before); fixed: fixed_yen for the trial; free: nothing to pay. */
  pricing: TrialPricing;
  fixed_yen: number;
}

export interface SchoolProfile {
  /** The school's name per language: the emails' brand and signature, the footer, the receipt's issuer. */
  name: LocalText;
  /** The language the school writes in first: a text missing in the visitor's language is shown in this one. */
  first_language: LanguageCode;
  legal_name: string;
  representative: string;
  address: string;
  phone: string;
  contact_email: string;
  business_hours: LocalText;
  /** The pages' document title; blank: the site's title. */
  site_title: LocalText;
  texts: Record<PageText, LocalText>;
  trading: Record<TradingField, LocalText>;
  trial: TrialSettings;
}

const empty = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, {}])) as Record<K, LocalText>;

/** An install that sets nothing: today's names (the emails' brand in each language) and nothing else of the school's. */
export const DEFAULT_SCHOOL: SchoolProfile = {
  name: { en: 'GTSS Language School', ja: 'GTSS語学スクール', 'zh-CN': 'GTSS语言学校', 'zh-TW': 'GTSS語言學校' },
  first_language: 'en',
  legal_name: '',
  representative: '',
  address: '',
  phone: '',
  contact_email: SCHOOL_CONTACT_EMAIL,
  business_hours: {},
  site_title: {},
  texts: empty(PAGE_TEXTS),
  trading: empty(TRADING_FIELDS),
  trial: { min_slots: MIN_TIMESLOTS, max_slots: null, pricing: 'per_slot', fixed_yen: 0 },
};

/**
 * Today's 特定商取引法 page, the wording shown while the school has not written its own: the operator, a
 * placeholder representative and address (the console warns while they show), and the trade's terms.
 */
export const TRADING_DEFAULTS = {
  operator: 'GTSS Language School',
  representative: '佐藤 健一',
  address: '〒160-0022 東京都新宿区新宿3-1-1 GTSSビル5階',
  phone: 'ご請求があった場合には遅滞なく開示いたします。',
  product: '語学レッスン体験クラス（トライアルクラス）',
  prices: '予約ページに表示する金額（税込）',
  otherFees: 'なし（インターネット接続料金・通信料金はお客様のご負担となります）',
  payment_methods: 'クレジットカード（外部の決済サービスを通じてお支払いいただきます）',
  paymentTiming: 'ご予約手続きの際に決済されます。',
  delivery: '決済完了後すぐにご予約が確定します。',
  cancellations: 'レッスン日の前日まで、マイページまたは予約確認メールのリンクからキャンセルできます。',
} as const;

/** The text in `language`, else in the school's first language, else in any language it was written in; '' when none. */
export function textFor(text: LocalText | undefined, language: LanguageCode, first: LanguageCode): string {
  if (!text) return '';
  const pick = (l: LanguageCode) => text[l]?.trim() ?? '';
  return (
    pick(language) ||
    pick(first) ||
    Object.values(text)
      .find((v) => v && v.trim())
      ?.trim() ||
    ''
  );
}

/** The school's name for a visitor in `language` (never blank: the default name's). */
export const schoolNameFor = (p: Pick<SchoolProfile, 'name' | 'first_language'>, language: LanguageCode) =>
  textFor(p.name, language, p.first_language) || textFor(DEFAULT_SCHOOL.name, language, 'en');

/** The legal fields that still show the placeholder wording (the console warns until the school fills them). */
export function legalDefaultsInUse(p: SchoolProfile): Array<'legal_name' | 'representative' | 'address'> {
  const filled = (own: string, trading: LocalText) => own.trim() !== '' || Object.values(trading).some((v) => v?.trim());
  return (
    [
      ['legal_name', filled(p.legal_name, p.trading.operator)],
      ['representative', filled(p.representative, p.trading.representative)],
      ['address', filled(p.address, p.trading.address)],
    ] as const
  )
    .filter(([, ok]) => !ok)
    .map(([field]) => field);
}
