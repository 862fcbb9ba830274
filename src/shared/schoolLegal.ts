import type { LocalText, SchoolProfile } from './schoolProfile.js';

// The 特定商取引法 page's wording while the school has not written its own, and the console's warning about it:
// apart from schoolProfile.ts, so the visitor's entry (every page's footer reads the profile) does not carry them.

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
