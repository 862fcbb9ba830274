import type { move as english } from '../en/move.js';
import type { Translation } from '../types.js';

export const move = {
  'move.open': '別の日時に変更',
  'move.title': '予約 {code} の日時を変更',
  'move.text':
    '{name} 様の {date} {time}（日本時間）のレッスンです。新しい日付と空いている時間枠を {count, number} 枠選んでください。枠数は変わらないため、料金も変わりません。',
  'move.date': '新しい日付',
  'move.slots': '新しい時間枠（日本時間、{count, number} 枠）',
  'move.slotsCash': '新しい時間枠（日本時間、{min, number} 枠以上）',
  'move.chosen': '{length, number} 枠中 {count, number} 枠を選択',
  'move.ownSlot': 'この予約',
  'move.price': '料金：{total}（変更なし）',
  'move.teacher': '新しい日時に {name} が空いていれば引き続き担当し、空いていなければ別の空いている講師が担当します。',
  'move.customerTold': 'お客様（{email}）に新しい日時と更新したカレンダーファイルをメールでお送りします。',
  'move.noEmail': 'この予約にはメールアドレスがないため、お客様へのメールは送られません。',
  'move.keep': '日時を変更しない',
  'move.confirm': '{date} {time} に変更する',
  'move.chooseFirst': 'まず時間枠を {count, number} 枠選んでください',
  'move.done': '予約を {date} {time} に変更しました。お客様（{email}）に新しい日時をメールでお送りしました。',
  'move.doneNoEmail': '予約を {date} {time} に変更しました。メールアドレスがないため、お客様へのメールは送っていません。',
  'move.textCash':
    '{name} 様の {date} {time}（日本時間）のレッスンです（スクールにて現金でお支払い済み）。新しい日付と空いている時間枠を {min, number} 枠以上選んでください。枠数が変わると料金が変わり、差額は受付で現金で精算します。',
  'move.chosenCash': '{count, number} 枠を選択（現在の予約は {length, number} 枠）',
  'move.priceCash':
    '料金：{total}（変更前 {was}）。{direction, select, more {差額 {diff} を受付で現金でお受け取りください。} back {差額 {diff} を受付で現金でお返しください。} other {変更はありません。}}',
  'move.failed': '予約の日時を変更できませんでした。もう一度お試しください。',
  'move.detail.notConfirmed': '日時を変更できるのは確定済みの予約のみです。',
  'move.detail.begun': 'このレッスンはすでに始まっているため（日本時間）、日時を変更できません。',
  'move.detail.sameTime': 'この予約はすでにこれらの時間枠です。変更するには別の時間枠を選んでください。',
  'move.pendingTold':
    'この予約はお支払い待ちです。支払いリンクは同じ金額のまま使え、新しい日時を記載して {email} にもう一度メールで送ります。',
  'move.donePending':
    '予約を {date} {time} に変更しました。新しい日時を記載した支払いリンクをお客様（{email}）に再送しました。リンクは同じ金額のまま使えます。',
  'move.detail.notHeld': '日時を変更できるのは、確定済みの予約か、支払いリンクが有効なお支払い待ちの予約のみです。',
  'move.detail.pendingSameLength': 'お支払い待ちの予約は、支払いリンクの金額が変わらないよう、同じ枠数の日時にのみ変更できます。',
} satisfies Translation<typeof english>;
