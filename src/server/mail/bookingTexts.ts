import type { MovedMoneyWay } from '../../shared/admin/moveWords.js';
import type { Message } from './mailTexts.js';

// The booking emails' words, four languages side by side (see mailTexts.ts). `date` is the class's
// date as the language writes it; amounts and times arrive formatted too; `code` is the booking's code
// (GT-4821), in the subject of every mail about one booking: confirmation, reminder, cancellation, move, refund,
// payment link and booking link.

/**
 * `free`: a free trial (price 0), confirmed without any payment: the email says nothing of one. `due`: the formatted
 * price of a booking to be paid at the lesson (nothing received yet); neither: it was paid.
 */
export const bookingConfirmedTexts: Message<{ date: string; code: string; free?: boolean; due?: string }> = {
  en: ({ date, code, free, due }) => ({
    subject: `Your trial class on ${date} is booked (${code})`,
    before: [
      free
        ? 'Thank you! Your trial class is confirmed.'
        : due
          ? `Thank you! Your trial class is booked. Please pay ${due} at the school on the day, before the class (in cash or by card).`
          : 'Thank you! Your payment was received and your trial class is confirmed.',
    ],
    after: ['You can view or cancel the booking (until the day before the class) from the link below.'],
    link: 'View your booking',
  }),
  ja: ({ date, code, free, due }) => ({
    subject: `【GTSS語学スクール】体験レッスンのご予約が確定しました（${date}・予約コード ${code}）`,
    before: [
      'このたびはGTSS語学スクールの体験レッスンにお申し込みいただき、誠にありがとうございます。',
      free
        ? '下記のとおりご予約が確定しました。'
        : due
          ? `下記のとおりご予約が確定しました。受講料${due}は、レッスン当日の開始前にスクールの受付でお支払いください（現金またはカード）。`
          : 'お支払いを確認いたしましたので、下記のとおりご予約が確定しました。',
    ],
    after: [
      'ご予約内容の確認やキャンセル（レッスン前日まで）は、下記のリンクから行えます。',
      '当日お会いできることを楽しみにしております。',
    ],
    link: 'ご予約内容を確認する',
  }),
  'zh-CN': ({ date, code, free, due }) => ({
    subject: `【GTSS语言学校】体验课预约成功（${date}，预约代码 ${code}）`,
    before: [
      free
        ? '感谢您的预约！您的体验课预约已确认。'
        : due
          ? `感谢您的预约！您的体验课预约已确认。请于上课当天课前在学校前台支付 ${due}（现金或信用卡）。`
          : '感谢您的预约！我们已收到您的付款，您的体验课预约已确认。',
    ],
    after: ['您可以通过下方链接查看或取消预约（课程前一天之前均可取消）。', '期待与您见面！'],
    link: '查看预约',
  }),
  'zh-TW': ({ date, code, free, due }) => ({
    subject: `【GTSS語言學校】體驗課程預約成功：${date}，預約代碼 ${code}`,
    before: [
      free
        ? '感謝您的預約！您的體驗課程預約已確認。'
        : due
          ? `感謝您的預約！您的體驗課程預約已確認。請於上課當天課前在學校櫃台支付 ${due}（現金或信用卡）。`
          : '感謝您的預約！我們已收到您的付款，您的體驗課程預約已確認。',
    ],
    after: ['您可以透過下方連結查看或取消預約（課程前一天前皆可取消）。', '期待與您見面！'],
    link: '查看預約',
  }),
};

/**
 * What a cancellation says of the money: a refund (to the card, or in cash at the school for a booking
 * paid there; `whole`: the full amount, else `amount` of it), no refund though it was paid (a staff's
 * choice), or nothing was paid. `amount` arrives formatted.
 */
export type CanceledMoney = { kind: 'refund'; amount: string; whole: boolean; desk: boolean } | { kind: 'kept' } | { kind: 'unpaid' };

export const bookingCanceledTexts: Message<{ date: string; code: string; money: CanceledMoney }> = {
  en: ({ date, code, money }) => ({
    subject: `Your trial class on ${date} was canceled (${code})`,
    before: ['Your trial class booking has been canceled.'],
    after: [
      money.kind === 'unpaid'
        ? 'No payment was taken.'
        : money.kind === 'kept'
          ? 'No refund is made for this cancellation.'
          : money.desk
            ? `${money.whole ? `The ${money.amount} you paid` : `${money.amount} of your payment`} is refunded to you in cash at the school.`
            : money.whole
              ? 'The payment will be refunded to your card.'
              : `${money.amount} of your payment will be refunded to your card.`,
    ],
    link: 'View the booking',
  }),
  ja: ({ date, code, money }) => ({
    subject: `【GTSS語学スクール】体験レッスンのキャンセルを承りました（${date}・予約コード ${code}）`,
    before: ['下記の体験レッスンのご予約について、キャンセルを承りました。'],
    after: [
      money.kind === 'unpaid'
        ? '料金は発生しておりません。'
        : money.kind === 'kept'
          ? '誠に恐れ入りますが、今回のキャンセルにつきましてはご返金はございません。'
          : `${money.whole ? `お支払いいただいた料金${money.desk ? money.amount : ''}` : `お支払いいただいた料金のうち${money.amount}`}${
              money.desk ? 'は、スクールの受付にて現金でご返金いたします。' : 'は、ご利用のクレジットカードへ返金いたします。'
            }`,
      'またのご利用を心よりお待ちしております。',
    ],
    link: 'ご予約内容を確認する',
  }),
  'zh-CN': ({ date, code, money }) => ({
    subject: `【GTSS语言学校】体验课预约已取消（${date}，预约代码 ${code}）`,
    before: ['您的体验课预约已取消。'],
    after: [
      money.kind === 'unpaid'
        ? '本次预约未产生任何费用。'
        : money.kind === 'kept'
          ? '本次取消不予退款。'
          : `${money.whole ? `您支付的费用${money.desk ? money.amount : ''}` : `您支付的费用中的${money.amount}`}${
              money.desk ? '将在学校前台以现金退还。' : '将退还至您的信用卡。'
            }`,
      '期待您再次预约。',
    ],
    link: '查看预约',
  }),
  'zh-TW': ({ date, code, money }) => ({
    subject: `【GTSS語言學校】體驗課程預約已取消：${date}，預約代碼 ${code}`,
    before: ['您的體驗課程預約已取消。'],
    after: [
      money.kind === 'unpaid'
        ? '本次預約未收取任何費用。'
        : money.kind === 'kept'
          ? '本次取消恕不退款。'
          : `${money.whole ? `您支付的費用${money.desk ? money.amount : ''}` : `您支付的費用中的${money.amount}`}${
              money.desk ? '將於學校櫃台以現金退還。' : '將退還至您的信用卡。'
            }`,
      '期待您再次預約。',
    ],
    link: '查看預約',
  }),
};

/** A canceled booking's refund has been paid out by the provider. */
export const bookingRefundedTexts: Message<{ date: string; code: string; amount: string }> = {
  en: ({ date, code, amount }) => ({
    subject: `Your refund for the trial class on ${date} has been issued (${code})`,
    before: [
      `We have refunded ${amount} to the card you paid with for your canceled trial class.`,
      'Depending on your card issuer, it can take from a few days to a few weeks to appear on your statement.',
    ],
    after: [],
    link: 'View the booking',
  }),
  ja: ({ date, code, amount }) => ({
    subject: `【GTSS語学スクール】ご返金手続き完了のお知らせ（${date}・予約コード ${code}）`,
    before: [
      `キャンセルされた体験レッスンの料金${amount}を、お支払いいただいたクレジットカードへ返金いたしました。`,
      'ご利用明細に反映されるまで、カード会社によっては数日から数週間かかる場合がございます。',
    ],
    after: [],
    link: 'ご予約内容を確認する',
  }),
  'zh-CN': ({ date, code, amount }) => ({
    subject: `【GTSS语言学校】退款已完成（${date}的体验课，预约代码 ${code}）`,
    before: [
      `您已取消的体验课费用${amount}已退还至您付款时使用的信用卡。`,
      '根据发卡银行的处理时间，退款可能需要几天到几周才会显示在账单上。',
    ],
    after: [],
    link: '查看预约',
  }),
  'zh-TW': ({ date, code, amount }) => ({
    subject: `【GTSS語言學校】${date}體驗課程退款已完成，預約代碼 ${code}`,
    before: [
      `您已取消的體驗課程費用${amount}已退還至您付款時使用的信用卡。`,
      '視發卡銀行的作業時間而定，退款可能需要數天至數週才會顯示在帳單上。',
    ],
    after: [],
    link: '查看預約',
  }),
};

/** A payment that completes after its hold was released is refunded, and the visitor told. */
export const latePaymentRefundedTexts: Message = {
  en: () => ({
    subject: 'Your payment was refunded: the booking had expired',
    before: [
      'Your payment arrived after the 30-minute hold on your timeslots had ended, so the booking could not be completed.',
      'The full amount is being refunded to your card. Please book again.',
    ],
    after: [],
    link: 'Book a trial class',
  }),
  ja: () => ({
    subject: '【GTSS語学スクール】ご予約の有効期限切れによるご返金のお知らせ',
    before: [
      'お支払いの完了が、お時間枠の確保期間（30分）の終了後となったため、ご予約を確定することができませんでした。',
      'お支払いいただいた全額をクレジットカードへ返金いたします。ご不便をおかけして誠に申し訳ございませんが、改めてご予約くださいますようお願いいたします。',
    ],
    after: [],
    link: '体験レッスンを予約する',
  }),
  'zh-CN': () => ({
    subject: '【GTSS语言学校】预约已过期，您的付款将全额退还',
    before: [
      '您的付款在时段保留的30分钟结束后才完成，因此预约未能成立。',
      '您支付的全部金额将退还至您的信用卡。很抱歉给您带来不便，请重新预约。',
    ],
    after: [],
    link: '预约体验课',
  }),
  'zh-TW': () => ({
    subject: '【GTSS語言學校】預約已逾期，您的款項將全額退還',
    before: [
      '您的付款在時段保留的30分鐘結束後才完成，因此預約未能成立。',
      '您支付的全額將退還至您的信用卡。造成您的不便，敬請見諒，並請重新預約。',
    ],
    after: [],
    link: '預約體驗課程',
  }),
};

/** `lastCancelDay`: the last day (Tokyo) the visitor can still cancel; null once that has passed. */
export const bookingReminderTexts: Message<{ date: string; code: string; lastCancelDay: string | null }> = {
  en: ({ date, code, lastCancelDay }) => ({
    subject: `Reminder: your trial class on ${date} (${code})`,
    before: ['This is a reminder of your upcoming trial class.'],
    after: [
      lastCancelDay
        ? `If you cannot come, you can cancel from the link below until ${lastCancelDay} (Japan time).`
        : 'The booking can no longer be canceled.',
      'We look forward to seeing you.',
    ],
    link: 'View your booking',
  }),
  ja: ({ date, code, lastCancelDay }) => ({
    subject: `【GTSS語学スクール】体験レッスン日時のご確認（${date}・予約コード ${code}）`,
    before: ['ご予約いただいている体験レッスンの日時をお知らせいたします。'],
    after: [
      lastCancelDay
        ? `ご都合が悪くなった場合は、${lastCancelDay}（日本時間）までに下記のリンクからキャンセルのお手続きをお願いいたします。`
        : 'キャンセル期限を過ぎているため、このご予約はキャンセルいただけません。',
      '当日お会いできることを楽しみにしております。',
    ],
    link: 'ご予約内容を確認する',
  }),
  'zh-CN': ({ date, code, lastCancelDay }) => ({
    subject: `【GTSS语言学校】体验课提醒（${date}，预约代码 ${code}）`,
    before: ['温馨提醒：您预约的体验课即将开始。'],
    after: [
      lastCancelDay ? `如需取消，请于${lastCancelDay}（日本时间）之前通过下方链接操作。` : '已过取消期限，此预约无法取消。',
      '期待与您见面！',
    ],
    link: '查看预约',
  }),
  'zh-TW': ({ date, code, lastCancelDay }) => ({
    subject: `【GTSS語言學校】體驗課程提醒：${date}，預約代碼 ${code}`,
    before: ['提醒您，您預約的體驗課程即將到來。'],
    after: [
      lastCancelDay ? `如需取消，請於日本時間${lastCancelDay}前透過下方連結辦理。` : '已超過取消期限，此預約無法取消。',
      '期待與您見面！',
    ],
    link: '查看預約',
  }),
};

/** The checkout link of an unpaid hold; `until` is the hold's end, Tokyo HH:MM. */
export const paymentLinkTexts: Message<{ date: string; code: string; until: string; byStaff?: boolean; allDay?: boolean }> = {
  en: ({ date, code, until, byStaff, allDay }) => ({
    subject: `Complete your payment for the trial class on ${date} (${code})`,
    before: [
      allDay
        ? `Thank you for booking a trial class. Your timeslots are held for you until ${until} today (Japan time) while you pay.`
        : 'Thank you for booking a trial class. Your timeslots are held for 30 minutes while you pay.',
    ],
    after: [
      byStaff
        ? `As arranged with the school, please pay from the link below until ${until} (Japan time).`
        : `If you closed the payment page, you can pay from the link below until ${until} (Japan time).`,
    ],
    link: 'Pay by card',
  }),
  ja: ({ date, code, until, byStaff, allDay }) => ({
    subject: `【GTSS語学スクール】お支払い手続きのご案内（${date}・予約コード ${code}）`,
    before: [
      allDay
        ? `体験レッスンへのお申し込みありがとうございます。お支払いが完了するまで、選択されたお時間枠を本日${until}（日本時間）まで確保しております。`
        : '体験レッスンへのお申し込みありがとうございます。お支払いが完了するまで、選択されたお時間枠を30分間確保しております。',
    ],
    after: [
      byStaff
        ? `お電話・受付でお伺いした内容にて、${until}（日本時間）までに下記のリンクからお支払いのお手続きをお願いいたします。`
        : `お支払いページを閉じてしまった場合は、${until}（日本時間）までに下記のリンクからお手続きください。`,
    ],
    link: 'クレジットカードで支払う',
  }),
  'zh-CN': ({ date, code, until, byStaff, allDay }) => ({
    subject: `【GTSS语言学校】请完成体验课付款（${date}，预约代码 ${code}）`,
    before: [
      allDay
        ? `感谢您预约体验课！在您完成付款前，所选时段将为您保留至今天${until}（日本时间）。`
        : '感谢您预约体验课！在您完成付款前，所选时段将为您保留30分钟。',
    ],
    after: [
      byStaff
        ? `按照与学校的约定，请在${until}（日本时间）之前通过下方链接完成付款。`
        : `如果您关闭了付款页面，请在${until}（日本时间）之前通过下方链接完成付款。`,
    ],
    link: '使用信用卡付款',
  }),
  'zh-TW': ({ date, code, until, byStaff, allDay }) => ({
    subject: `【GTSS語言學校】請完成體驗課程付款：${date}，預約代碼 ${code}`,
    before: [
      allDay
        ? `感謝您預約體驗課程！在您完成付款前，所選時段將為您保留至今天${until}（日本時間）。`
        : '感謝您預約體驗課程！在您完成付款前，所選時段將為您保留30分鐘。',
    ],
    after: [
      byStaff
        ? `依照與學校的約定，請於${until}（日本時間）前透過下方連結完成付款。`
        : `若您已關閉付款頁面，請於${until}（日本時間）前透過下方連結完成付款。`,
    ],
    link: '使用信用卡付款',
  }),
};

/** Staff resend the customer's own view-booking link (the customer asked for it again). */
export const bookingLinkTexts: Message<{ date: string; code: string }> = {
  en: ({ date, code }) => ({
    subject: `Your booking link for the trial class on ${date} (${code})`,
    before: ['As you asked the school, here is the link to your booking again.'],
    after: ['From it you can view your booking and, until the day before the class, cancel it. Please do not share it.'],
    link: 'View your booking',
  }),
  ja: ({ date, code }) => ({
    subject: `【GTSS語学スクール】ご予約内容確認用のリンク（${date}・予約コード ${code}）`,
    before: ['お問い合わせいただいた、ご予約内容確認用のリンクを改めてお送りいたします。'],
    after: [
      '下記のリンクから、ご予約内容の確認やキャンセル（レッスン前日まで）が行えます。このリンクは他の方と共有なさらないようお願いいたします。',
    ],
    link: 'ご予約内容を確認する',
  }),
  'zh-CN': ({ date, code }) => ({
    subject: `【GTSS语言学校】您的预约链接（${date}的体验课，预约代码 ${code}）`,
    before: ['根据您向学校提出的要求，我们再次发送您的预约链接。'],
    after: ['您可以通过下方链接查看预约，并在课程前一天之前取消预约。请勿将此链接分享给他人。'],
    link: '查看预约',
  }),
  'zh-TW': ({ date, code }) => ({
    subject: `【GTSS語言學校】您的預約連結（${date}的體驗課程，預約代碼 ${code}）`,
    before: ['依您向學校提出的要求，我們再次寄送您的預約連結。'],
    after: ['您可以透過下方連結查看預約，並於課程前一天之前取消預約。請勿將此連結分享給他人。'],
    link: '查看預約',
  }),
};

/** The booking moved to another time (by the school or by the visitor); `from` is the earlier date and time. */
/**
 * What a move to another number of timeslots did to the price, in the moved email: `more` taken in cash at the
 * desk or to pay by the link that follows in its own email; `back` handed back in cash or refunded to the card; a
 * difference still owed no longer due.
 */
export type MovedMoney = { yen: string; way: MovedMoneyWay } | null;

export const bookingMovedTexts: Message<{ date: string; code: string; from: string; money?: MovedMoney }> = {
  en: ({ date, code, from, money }) => ({
    subject: `Your booking has moved: trial class on ${date} (${code})`,
    before: [
      'Your trial class booking has moved to a new time.',
      `It was: ${from}.`,
      ...(money
        ? [
            {
              'cash-more': `The new time costs ${money.yen} more, paid in cash at the school.`,
              'link-more': `The new time costs ${money.yen} more: we are sending you a link to pay it in a separate email.`,
              'cash-back': `The new time costs ${money.yen} less, handed back to you in cash at the school.`,
              'card-back': `The new time costs ${money.yen} less: it is being refunded to your card (it can take a few days to appear).`,
              'owed-dropped': `The new time costs ${money.yen} less: the difference you still had to pay is no longer due, and its payment link no longer works.`,
            }[money.way],
          ]
        : []),
    ],
    after: ['The attached calendar file updates the class in your calendar (it replaces the earlier time).'],
    link: 'View your booking',
  }),
  ja: ({ date, code, from, money }) => ({
    subject: `【GTSS語学スクール】体験レッスンの日時を変更しました（${date}・予約コード ${code}）`,
    before: [
      '体験レッスンのご予約の日時を、下記のとおり変更いたしました。',
      `変更前：${from}`,
      ...(money
        ? [
            {
              'cash-more': `変更後の料金との差額${money.yen}は、スクールにて現金でお支払いいただきました。`,
              'link-more': `変更後の料金との差額${money.yen}のお支払いリンクを、別のメールでお送りいたします。`,
              'cash-back': `変更後の料金との差額${money.yen}は、スクールにて現金でご返金いたしました。`,
              'card-back': `変更後の料金との差額${money.yen}は、ご利用のカードに返金いたします（反映まで数日かかる場合がございます）。`,
              'owed-dropped': `未払いだった差額${money.yen}のお支払いは不要になりました。お送りした支払いリンクは無効となります。`,
            }[money.way],
          ]
        : []),
    ],
    after: [
      '添付のカレンダーファイルを開くと、カレンダーの予定が新しい日時に更新されます。',
      '当日お会いできることを楽しみにしております。',
    ],
    link: 'ご予約内容を確認する',
  }),
  'zh-CN': ({ date, code, from, money }) => ({
    subject: `【GTSS语言学校】体验课预约时间已更改（${date}，预约代码 ${code}）`,
    before: [
      '您的体验课预约已改至新的时间。',
      `原时间：${from}`,
      ...(money
        ? [
            {
              'cash-more': `新时间的费用多${money.yen}，已在学校以现金支付。`,
              'link-more': `新时间的费用多${money.yen}，我们将另发一封邮件，附上付款链接。`,
              'cash-back': `新时间的费用少${money.yen}，已在学校以现金退还给您。`,
              'card-back': `新时间的费用少${money.yen}，差额将退回您的银行卡（到账可能需要几天）。`,
              'owed-dropped': `您尚未支付的差额${money.yen}已无需支付，之前发送的付款链接已失效。`,
            }[money.way],
          ]
        : []),
    ],
    after: ['打开附件中的日历文件，即可将日历中的课程更新为新的时间。', '期待与您见面！'],
    link: '查看预约',
  }),
  'zh-TW': ({ date, code, from, money }) => ({
    subject: `【GTSS語言學校】體驗課程預約時間已變更（${date}，預約代碼 ${code}）`,
    before: [
      '您的體驗課程預約已改至新的時間。',
      `原時間：${from}`,
      ...(money
        ? [
            {
              'cash-more': `新時間的費用多${money.yen}，已在學校以現金支付。`,
              'link-more': `新時間的費用多${money.yen}，我們將另寄一封郵件，附上付款連結。`,
              'cash-back': `新時間的費用少${money.yen}，已在學校以現金退還給您。`,
              'card-back': `新時間的費用少${money.yen}，差額將退回您的信用卡（入帳可能需要幾天）。`,
              'owed-dropped': `您尚未支付的差額${money.yen}已無需支付，先前寄送的付款連結已失效。`,
            }[money.way],
          ]
        : []),
    ],
    after: ['開啟附件中的行事曆檔案，即可將行事曆中的課程更新為新的時間。', '期待與您見面！'],
    link: '查看預約',
  }),
};

/** The payment link of a move's difference; `until` is when the link stops working, Japan time, written out. */
export const differenceLinkTexts: Message<{ date: string; code: string; amount: string; until: string }> = {
  en: ({ date, code, amount, until }) => ({
    subject: `Pay the difference of ${amount} for your trial class on ${date} (${code})`,
    before: [`Your booking moved to a longer time, which costs ${amount} more.`],
    after: [`Please pay it by card from the link below until ${until} (Japan time).`],
    link: 'Pay the difference by card',
  }),
  ja: ({ date, code, amount, until }) => ({
    subject: `【GTSS語学スクール】差額${amount}のお支払いのご案内（${date}・予約コード ${code}）`,
    before: [`ご予約のお時間が長くなったため、差額${amount}のお支払いをお願いいたします。`],
    after: [`${until}（日本時間）までに、下記のリンクからクレジットカードでお支払いください。`],
    link: '差額をカードで支払う',
  }),
  'zh-CN': ({ date, code, amount, until }) => ({
    subject: `【GTSS语言学校】请支付体验课差额${amount}（${date}，预约代码 ${code}）`,
    before: [`您的预约已改为更长的时间，需补付${amount}。`],
    after: [`请在${until}（日本时间）之前通过下方链接以银行卡付款。`],
    link: '以银行卡支付差额',
  }),
  'zh-TW': ({ date, code, amount, until }) => ({
    subject: `【GTSS語言學校】請支付體驗課程差額${amount}（${date}，預約代碼 ${code}）`,
    before: [`您的預約已改為更長的時間，需補付${amount}。`],
    after: [`請在${until}（日本時間）之前透過下方連結以信用卡付款。`],
    link: '以信用卡支付差額',
  }),
};

/** The card payment link of a booking to be paid at the lesson (the desk sends it when the student pays by card). */
export const lessonLinkTexts: Message<{ date: string; code: string; amount: string; until: string }> = {
  en: ({ date, code, amount, until }) => ({
    subject: `Pay for your trial class on ${date} (${code})`,
    before: [`The price of your trial class is ${amount}.`],
    after: [`Please pay it by card from the link below until ${until} (Japan time).`],
    link: 'Pay by card',
  }),
  ja: ({ date, code, amount, until }) => ({
    subject: `【GTSS語学スクール】受講料のお支払いのご案内（${date}・予約コード ${code}）`,
    before: [`体験レッスンの受講料は${amount}です。`],
    after: [`${until}（日本時間）までに、下記のリンクからクレジットカードでお支払いください。`],
    link: 'カードで支払う',
  }),
  'zh-CN': ({ date, code, amount, until }) => ({
    subject: `【GTSS语言学校】请支付体验课费用（${date}，预约代码 ${code}）`,
    before: [`您的体验课费用为${amount}。`],
    after: [`请在${until}（日本时间）之前通过下方链接以银行卡付款。`],
    link: '以银行卡付款',
  }),
  'zh-TW': ({ date, code, amount, until }) => ({
    subject: `【GTSS語言學校】請支付體驗課程費用（${date}，預約代碼 ${code}）`,
    before: [`您的體驗課程費用為${amount}。`],
    after: [`請在${until}（日本時間）之前透過下方連結以信用卡付款。`],
    link: '以信用卡付款',
  }),
};
