import type { LanguageCode } from '../../shared/constants.js';

// The receipt page's texts, side by side per language: a missing one
// fails the type check and __tests__/server/receiptTexts.test.ts. The Japanese legal terms of the
// invoice system (領収書, 適格請求書, 登録番号, 消費税, 税率, 返金) stay in every language, so the
// document is valid for a Japanese tax office whichever language the visitor reads it in.

export interface ReceiptTexts {
  /** The page title and heading. */
  receipt: string;
  /** Under the heading, with a registration number. */
  qualifiedInvoice: string;
  /** Under the heading, without one: say plainly what it is not. */
  notQualified: string;
  issuer: string;
  /** The school's address and phone under the issuer (when the school set them in the console). */
  issuerAddress: string;
  issuerPhone: string;
  registrationNumber: string;
  receiptNumber: string;
  /** The booking's code (GT-4821), as the school and the customer say it. */
  bookingCode: string;
  transactionDate: string;
  recipient: string;
  recipientName(name: string): string;
  paymentMethod: string;
  card: string;
  /** A desk booking paid in cash at the school. */
  cash: string;
  testMode: string;
  details: string;
  item: string;
  taxRate: string;
  amount: string;
  taxAmount: string;
  trialClass: string;
  /** The item with its teacher. */
  trialClassWith(teacher: string): string;
  japanTime: string;
  yourTime(timeZone: string): string;
  perRate: string;
  rateTarget(rate: string): string;
  amountsNote: string;
  received: string;
  refund: string;
  refundLine: string;
  refundedOn(date: string): string;
  refundPending(date: string): string;
  /** A cash payment's refund, paid back at the school's desk. */
  refundedAtDesk(date: string): string;
  refundOwedAtDesk(date: string): string;
  returnInvoice: string;
  net: string;
  printHint: string;
  notFoundTitle: string;
  notFound: string;
  /** Receipts a company accepts: the top block, the reissue mark and the form before the first issue. */
  totalLabel: string;
  purposeLine(purpose: string): string;
  defaultPurpose: string;
  reissued: string;
  issueTitle: string;
  issueIntro: string;
  addresseeLabel: string;
  addresseeHelp: string;
  purposeLabel: string;
  issueButton: string;
  issueInvalid: string;
}

export const RECEIPT_TEXTS: Record<LanguageCode, ReceiptTexts> = {
  en: {
    receipt: 'Receipt (領収書)',
    qualifiedInvoice: 'Qualified invoice (適格請求書) under the Japanese invoice system',
    notQualified: 'This receipt is not a qualified invoice (適格請求書): the school has no invoice registration number (登録番号).',
    issuer: 'Issuer',
    issuerAddress: 'Address',
    issuerPhone: 'Phone',
    registrationNumber: 'Registration number (登録番号)',
    receiptNumber: 'Receipt number',
    bookingCode: 'Booking code',
    transactionDate: 'Transaction date',
    recipient: 'Recipient',
    recipientName: (name) => name,
    paymentMethod: 'Payment method',
    card: 'Card',
    cash: 'Cash (paid at the school)',
    testMode: 'Test mode: no real card was charged.',
    details: 'Details',
    item: 'Item',
    taxRate: 'Tax rate (税率)',
    amount: 'Amount (tax included)',
    taxAmount: 'Consumption tax (消費税)',
    trialClass: 'Trial class',
    trialClassWith: (teacher) => `Trial class (teacher: ${teacher})`,
    japanTime: 'Japan time',
    yourTime: (tz) => `your time, ${tz}`,
    perRate: 'Totals per tax rate',
    rateTarget: (rate) => `Subject to ${rate} (${rate}対象)`,
    amountsNote: 'Amounts are in Japanese yen and include consumption tax (消費税).',
    received: 'Received with thanks.',
    refund: 'Refund (返金)',
    refundLine: 'Refund of the trial class',
    refundedOn: (date) => `Refunded to the card on ${date}.`,
    refundPending: (date) => `Refund to the card requested on ${date}; it is being processed.`,
    refundedAtDesk: (date) => `Refunded in cash at the school on ${date}.`,
    refundOwedAtDesk: (date) => `Canceled on ${date}: the refund is paid back in cash at the school's desk.`,
    returnInvoice: 'This section is the qualified return invoice (適格返還請求書) for the refund.',
    net: 'Net amount after the refund',
    printHint: "To keep a copy, use your browser's Print and choose Save as PDF (A4).",
    notFoundTitle: 'Receipt not found',
    notFound: 'There is no receipt at this address. Please check the link in your booking email.',
    totalLabel: 'Amount received',
    purposeLine: (purpose) => `For: ${purpose}`,
    defaultPurpose: 'Trial lesson fee',
    reissued: 'Reissued (再発行)',
    issueTitle: 'Issue your receipt',
    issueIntro:
      'Say whom the receipt is made out to and what it is for. Once issued these stay as printed; any later print is marked as reissued.',
    addresseeLabel: 'Addressee (宛名)',
    addresseeHelp: "Your name, or a company's, e.g. 株式会社○○ 御中",
    purposeLabel: 'Purpose (但し書き)',
    issueButton: 'Issue the receipt',
    issueInvalid: 'Fill in both the addressee and the purpose (up to 100 characters each).',
  },
  'zh-CN': {
    receipt: '收据（領収書）',
    qualifiedInvoice: '日本发票制度下的适格请求书（適格請求書）',
    notQualified: '本收据不是适格请求书（適格請求書）：本校没有发票登记编号（登録番号）。',
    issuer: '开具方',
    issuerAddress: '地址',
    issuerPhone: '电话',
    registrationNumber: '登记编号（登録番号）',
    receiptNumber: '收据编号',
    bookingCode: '预约代码',
    transactionDate: '交易日期',
    recipient: '付款人',
    recipientName: (name) => name,
    paymentMethod: '付款方式',
    card: '银行卡',
    cash: '现金（在学校支付）',
    testMode: '测试模式：未从真实银行卡扣款。',
    details: '明细',
    item: '项目',
    taxRate: '税率',
    amount: '金额（含税）',
    taxAmount: '消费税（消費税）',
    trialClass: '体验课',
    trialClassWith: (teacher) => `体验课（教师：${teacher}）`,
    japanTime: '日本时间',
    yourTime: (tz) => `您的当地时间，${tz}`,
    perRate: '按税率合计',
    rateTarget: (rate) => `${rate}税率对象（${rate}対象）`,
    amountsNote: '金额以日元计，含消费税（消費税）。',
    received: '上述款项已收讫，谨此致谢。',
    refund: '退款（返金）',
    refundLine: '体验课退款',
    refundedOn: (date) => `已于 ${date} 退款至银行卡。`,
    refundPending: (date) => `已于 ${date} 申请退款至银行卡，正在处理中。`,
    refundedAtDesk: (date) => `已于 ${date} 在学校以现金退款。`,
    refundOwedAtDesk: (date) => `已于 ${date} 取消：退款将在学校前台以现金退还。`,
    returnInvoice: '本部分为该退款的适格退还请求书（適格返還請求書）。',
    net: '退款后净额',
    printHint: '如需保存，请使用浏览器的“打印”功能并选择“另存为 PDF”（A4）。',
    notFoundTitle: '未找到收据',
    notFound: '此地址没有收据。请检查预约邮件中的链接。',
    totalLabel: '收款金额',
    purposeLine: (purpose) => `事由：${purpose}`,
    defaultPurpose: '体验课费用',
    reissued: '补发（再発行）',
    issueTitle: '开具收据',
    issueIntro: '请填写收据的抬头和事由。开具后内容不可更改，之后每次打印都会标注为补发。',
    addresseeLabel: '抬头（宛名）',
    addresseeHelp: '您的姓名或公司名称，例如 株式会社○○ 御中',
    purposeLabel: '事由（但し書き）',
    issueButton: '开具收据',
    issueInvalid: '请填写抬头和事由（各不超过 100 个字符）。',
  },
  'zh-TW': {
    receipt: '收據（領収書）',
    qualifiedInvoice: '日本發票制度下的適格請求書（適格請求書）',
    notQualified: '本收據不是適格請求書（適格請求書）：本校沒有發票登記編號（登録番号）。',
    issuer: '開立方',
    issuerAddress: '地址',
    issuerPhone: '電話',
    registrationNumber: '登記編號（登録番号）',
    receiptNumber: '收據編號',
    bookingCode: '預約代碼',
    transactionDate: '交易日期',
    recipient: '付款人',
    recipientName: (name) => name,
    paymentMethod: '付款方式',
    card: '信用卡',
    cash: '現金（於學校支付）',
    testMode: '測試模式：未從真實信用卡扣款。',
    details: '明細',
    item: '項目',
    taxRate: '稅率（税率）',
    amount: '金額（含稅）',
    taxAmount: '消費稅（消費税）',
    trialClass: '體驗課',
    trialClassWith: (teacher) => `體驗課（教師：${teacher}）`,
    japanTime: '日本時間',
    yourTime: (tz) => `您的當地時間，${tz}`,
    perRate: '依稅率合計',
    rateTarget: (rate) => `${rate}稅率對象（${rate}対象）`,
    amountsNote: '金額以日圓計，含消費稅（消費税）。',
    received: '上述款項已收訖，謹此致謝。',
    refund: '退款（返金）',
    refundLine: '體驗課退款',
    refundedOn: (date) => `已於 ${date} 退款至信用卡。`,
    refundPending: (date) => `已於 ${date} 申請退款至信用卡，正在處理中。`,
    refundedAtDesk: (date) => `已於 ${date} 在學校以現金退款。`,
    refundOwedAtDesk: (date) => `已於 ${date} 取消：退款將於學校櫃台以現金退還。`,
    returnInvoice: '本部分為該退款的適格返還請求書（適格返還請求書）。',
    net: '退款後淨額',
    printHint: '如需保存，請使用瀏覽器的「列印」功能並選擇「另存為 PDF」（A4）。',
    notFoundTitle: '找不到收據',
    notFound: '此網址沒有收據。請確認預約郵件中的連結。',
    totalLabel: '收款金額',
    purposeLine: (purpose) => `事由：${purpose}`,
    defaultPurpose: '體驗課費用',
    reissued: '補發（再発行）',
    issueTitle: '開立收據',
    issueIntro: '請填寫收據的抬頭與事由。開立後內容不可更改，之後每次列印都會標示為補發。',
    addresseeLabel: '抬頭（宛名）',
    addresseeHelp: '您的姓名或公司名稱，例如 株式会社○○ 御中',
    purposeLabel: '事由（但し書き）',
    issueButton: '開立收據',
    issueInvalid: '請填寫抬頭與事由（各不超過 100 個字元）。',
  },
  ja: {
    receipt: '領収書',
    qualifiedInvoice: '適格請求書（インボイス制度）',
    notQualified: '本書は適格請求書ではありません（当校は登録番号を有していません）。',
    issuer: '発行者',
    issuerAddress: '所在地',
    issuerPhone: '電話番号',
    registrationNumber: '登録番号',
    receiptNumber: '領収書番号',
    bookingCode: '予約コード',
    transactionDate: '取引年月日',
    recipient: '宛名',
    recipientName: (name) => `${name} 様`,
    paymentMethod: 'お支払い方法',
    card: 'クレジットカード',
    cash: '現金（スクール受付にてお支払い）',
    testMode: 'テストモード：実際のカードには請求されていません。',
    details: '明細',
    item: '品目',
    taxRate: '税率',
    amount: '金額（税込）',
    taxAmount: '消費税',
    trialClass: '体験レッスン',
    trialClassWith: (teacher) => `体験レッスン（講師：${teacher}）`,
    japanTime: '日本時間',
    yourTime: (tz) => `現地時間、${tz}`,
    perRate: '税率ごとの合計',
    rateTarget: (rate) => `${rate}対象`,
    amountsNote: '金額は日本円・消費税込みです。',
    received: '上記の金額を正に領収いたしました。',
    refund: '返金',
    refundLine: '体験レッスンの返金',
    refundedOn: (date) => `${date} にカードへ返金しました。`,
    refundPending: (date) => `${date} にカードへの返金を受け付けました（処理中）。`,
    refundedAtDesk: (date) => `${date} にスクールにて現金で返金しました。`,
    refundOwedAtDesk: (date) => `${date} にキャンセルされました。ご返金はスクールの受付にて現金でお渡しします。`,
    returnInvoice: 'この欄は返金の適格返還請求書を兼ねます。',
    net: '返金後の差引金額',
    printHint: '保存するには、ブラウザの「印刷」から「PDF に保存」（A4）を選んでください。',
    notFoundTitle: '領収書が見つかりません',
    notFound: 'このアドレスの領収書はありません。予約メールのリンクをご確認ください。',
    totalLabel: '領収金額',
    purposeLine: (purpose) => `但し\u3000${purpose}`,
    defaultPurpose: '体験レッスン代として',
    reissued: '再発行',
    issueTitle: '領収書の発行',
    issueIntro: '宛名と但し書きを入力してください。発行後は変更できません。2回目以降の印刷には「再発行」と表示されます。',
    addresseeLabel: '宛名',
    addresseeHelp: 'お名前または会社名（例：株式会社○○ 御中）',
    purposeLabel: '但し書き',
    issueButton: '領収書を発行する',
    issueInvalid: '宛名と但し書きを入力してください（各100文字以内）。',
  },
};

/** The Japanese terms every language keeps (the invoice system's own words). */
export const LEGAL_TERMS = ['領収書', '適格請求書', '登録番号', '消費税', '税率', '返金'] as const;
