import type { Translation } from '../types.js';
import type { till as english } from '../en/till.js';

export const till = {
  'till.title': 'レジ締め',
  'till.date': '日付',
  'till.print': 'レジ締めを印刷',
  'till.loading': 'レジ締めを読み込んでいます',
  'till.failed': 'レジ締めを読み込めませんでした。もう一度お試しください。',
  'till.taken': '現金の受け取り',
  'till.handedBack': '現金の返金',
  'till.net': '今朝からのレジの増減',
  'till.none': 'この日は現金の受け取りも返金もありません。',
  'till.movements': '現金の出入り（時刻順）',
  'till.time': '時刻',
  'till.booking': '予約',
  'till.customer': '受講者',
  'till.clerk': '担当者',
  'till.clerkUnknown': '記録なし',
  'till.what': '内容',
  'till.yen': '金額',
  'till.part':
    '{kind, select, refund {返金{part, select, cancel {（変更分の取り消し）} other {}}} other {{part, select, tuition {授業料} lesson {当日払いの受講料} move {変更による差額} late {後からの支払い} other {受付での支払い}}}}',
  'till.open': 'この日のレジ締め',
  'till.owedBack': '返金待ちの現金',
  'till.owedBackNone': '返金待ちの現金はありません。',
  'till.owedBackLine': '{name} 様（{code}、レッスン {day}）：{amount}',
} satisfies Translation<typeof english>;
