// The legal pages' default texts: the school's own (a school profile may override these ids later). The
// spec has the privacy policy in Chinese and the trading notice in Japanese for every visitor; the other
// languages read them in their own. `*.lang` is the language a page's text is written in.
export const legal = {
  'terms.title': 'Terms of Service',
  'terms.1.title': '1. About these terms',
  'terms.1.body':
    'These terms apply to every booking made on this website, which is operated by GTSS Language School in Tokyo, Japan. By making a booking or creating an account you agree to them.',
  'terms.2.title': '2. Booking a trial class',
  'terms.2.body':
    'A trial class is booked by choosing a date and at least four timeslots for one seat. Your booking is confirmed once payment succeeds, and we send a confirmation email with a link to view your booking.',
  'terms.3.title': '3. Prices and payment',
  'terms.3.body':
    'Prices are shown in Japanese yen and include consumption tax. Payment is by card only and is processed by our external card payment provider; we never receive or store your card number.',
  'terms.4.title': '4. Cancellation',
  'terms.4.body':
    'You can cancel a confirmed booking from My Page or from the link in your confirmation email up to the day before the class date (Japan time). Bookings cannot be cancelled on or after the class date. Refunds, where due, are made to the card used for payment.',
  'terms.5.title': '5. Changes by the school',
  'terms.5.body':
    'If a class cannot take place, for example because a teacher is unavailable, we will tell you as soon as possible and offer another time or a full refund.',
  'terms.6.title': '6. Your account',
  'terms.6.body':
    'Keep your sign-in details secret and your name and email address up to date. You are responsible for bookings made with your account. We may suspend accounts that are used to abuse the service.',
  'terms.7.title': '7. Liability',
  'terms.7.body':
    'We take reasonable care to keep the service available and accurate. Except in cases of our intent or gross negligence, our liability for any booking is limited to the amount you paid for it, and we are not liable for indirect or consequential loss.',
  'terms.8.title': '8. Changes to these terms',
  'terms.8.body': 'We may update these terms. The version shown on this page when you make a booking applies to that booking.',
  'terms.9.title': '9. Governing law',
  'terms.9.body':
    'These terms are governed by the laws of Japan. The Tokyo District Court has exclusive jurisdiction in the first instance over any dispute.',
  'terms.10.title': '10. Contact',
  'terms.10.before': 'Questions about these terms or a booking: email ',
  'terms.10.after': '.',
  'privacy.lang': 'zh-CN',
  'privacy.title': '隐私政策',
  'privacy.intro':
    'GTSS Language School（以下简称“我们”）重视您的隐私。本政策说明我们在您使用本网站预约课程时如何收集、使用和保护您的个人信息。',
  'privacy.1.title': '一、我们收集的信息',
  'privacy.1.body':
    '当您预约体验课程或注册账户时，我们会收集您的姓名、电子邮件地址，以及您选择的上课日期和时段。如果您使用 Google 账号登录，我们会从 Google 获取您的姓名和电子邮件地址。我们的服务器还会记录访问日志，例如 IP 地址和浏览器类型。',
  'privacy.2.title': '二、信息的使用方式',
  'privacy.2.body':
    '我们使用上述信息来处理和管理您的预约、发送预约确认邮件和上课提醒、管理您的账户、回复您的咨询，以及改进我们的服务。我们不会出售您的个人信息。',
  'privacy.3.title': '三、支付信息',
  'privacy.3.body': '银行卡付款由外部银行卡支付服务商处理。我们不会接收或保存您的银行卡号码，只保存支付状态、金额和收据链接。',
  'privacy.4.title': '四、Cookie',
  'privacy.4.body':
    '我们使用必要的 Cookie 来保持您的登录状态。当您在页面上切换语言时，网站会加载 Google 翻译组件，该组件可能会设置其自身的 Cookie。',
  'privacy.5.title': '五、联系我们',
  'privacy.5.before': '如对本政策或您的个人信息有任何疑问，请发送电子邮件至 ',
  'privacy.5.after': '。',
  'trading.lang': 'ja',
  'trading.title': '特定商取引法に基づく表記',
  'trading.operator': '販売事業者',
  'trading.operatorValue': 'GTSS Language School',
  'trading.representative': '代表者',
  'trading.representativeValue': '佐藤 健一',
  'trading.address': '所在地',
  'trading.addressValue': '〒160-0022 東京都新宿区新宿3-1-1 GTSSビル5階',
  'trading.phone': '電話番号',
  'trading.phoneValue': 'ご請求があった場合には遅滞なく開示いたします。',
  'trading.contact': 'お問い合わせ',
  'trading.product': '商品名',
  'trading.productValue': '語学レッスン体験クラス（トライアルクラス）',
  'trading.price': '販売価格',
  'trading.priceValue': '予約ページに表示する金額（税込）',
  'trading.otherFees': '商品代金以外の必要料金',
  'trading.otherFeesValue': 'なし（インターネット接続料金・通信料金はお客様のご負担となります）',
  'trading.payment': '支払方法',
  'trading.paymentValue': 'クレジットカード（外部の決済サービスを通じてお支払いいただきます）',
  'trading.payWhen': '支払時期',
  'trading.payWhenValue': 'ご予約手続きの際に決済されます。',
  'trading.delivery': '引渡時期',
  'trading.deliveryValue': '決済完了後すぐにご予約が確定します。',
  'trading.cancel': 'キャンセル',
  'trading.cancelValue': 'レッスン日の前日まで、マイページまたは予約確認メールのリンクからキャンセルできます。',
} as const;
