import type { closeDates as english } from '../en/closeDates.js';
import type { Translation } from '../types.js';

export const closeDates = {
  'closeDates.offer': 'この{count, number}件の予約を取り消して{dates}を休校日にする',
  'closeDates.title': '{count, number}件の予約を取り消して{dates}を休校日にしますか？',
  'closeDates.intro': 'この操作は元に戻せません。次のことを一度に行います：',
  'closeDates.emails': '各お客様に、お客様の言語で休校のお知らせが届きます（メールアドレスのない来店のお客様には送られません）。',
  'closeDates.card': 'カードでのお支払いは、全額カードに返金されます。',
  'closeDates.cash': '現金でのお支払いは「現金で返金予定」として記録され、返金済みにするまで「今日」に表示されます。',
  'closeDates.unpaid': '未払いの支払いリンクは使えなくなります。',
  'closeDates.closed': '{dates}は休校日となり、サイトから予約できなくなります。',
  'closeDates.changed': 'その間にこれらの予約のいずれかが変わった場合は、何も取り消されず、新しい一覧が表示されます。',
  'closeDates.keep': '予約を残す',
  'closeDates.confirm': '{count, number}件を取り消して休校日にする',
  'closeDates.done':
    '{count, number}件の予約を取り消し、{dates}を休校日にしました。お客様にはメールでお知らせしました。カードへの返金は手続き中で、現金の返金予定は「今日」に表示されます。',
  'closeDates.failed': '予約を取り消せず、休校日にもなっていません。もう一度お試しください。',
  'closeDates.detail.changed':
    'ご覧になった後でこの日の予約が変わりました。何も取り消されず、休校日にもなっていません。現在の予約は次のとおりです。',
  'closeDates.detail.notOpen': 'これらの日はすでに休校日です。',
  'closeDates.reason': '休校の理由（任意。お客様への休校のお知らせに、入力したとおり記載されます）',
  'closeDates.detail.notHolidays': '「祝日は休校にする」で休校にできるのは祝日だけです。',
} as const satisfies Translation<typeof english>;
