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
  'move.textCard':
    '{name} 様の {date} {time}（日本時間）のレッスンです（カード払い）。新しい日付と空いている時間枠を {min, number} 枠以上選んでください。枠数が変わると料金も変わり、差額の精算方法を下で選びます。',
  'move.priceChange': '料金：{total}（変更前 {was}）、{direction, select, more {{diff} 増} other {{diff} 減}}。',
  'move.settle': '差額の精算方法',
  'move.settle.link': 'お客様にカード払いのリンク（{diff}）をメールで送る',
  'move.settle.cashMore': '{diff} を今、受付で現金で受け取る',
  'move.settle.card': '{diff} を支払いに使われたカードへ返金する',
  'move.settle.cashBack': '{diff} を今、受付で現金で返す',
  'move.settle.noEmail': 'メールアドレスがないため、支払いリンクは送れません。',
  'move.doneMoney':
    '予約を {date} {time} に変更しました。{way, select, cashMore {差額 {diff, number, ::currency/JPY unit-width-narrow} を現金で受け取ったと記録しました。} linkMore {差額 {diff, number, ::currency/JPY unit-width-narrow} が未払いです。お客様にカード払いのリンクをメールで送りました。} linkNotSent {差額 {diff, number, ::currency/JPY unit-width-narrow} が未払いですが、支払いリンクを作成できませんでした。このページから現金で受け取ってください。} owedDropped {未払いの差額 {diff, number, ::currency/JPY unit-width-narrow} は不要になり、支払いリンクを無効にしました。} cashBack {差額 {diff, number, ::currency/JPY unit-width-narrow} を現金で返したと記録しました。} other {差額 {diff, number, ::currency/JPY unit-width-narrow} をカードへ返金します。}}',
  'move.detail.differenceNeeded': '新しい時間は枠数が異なります。差額の精算方法（受付で現金、またはカード）を選んでください。',
  'move.detail.differenceOwed':
    'この予約には以前の変更による未払いの差額があります。予約ページで現金で受け取るか、支払いを待ってから枠数を変更してください。',
  'move.detail.linkNeedsEmail': 'この予約にはメールアドレスがないため支払いリンクを送れません。差額は受付で現金で受け取ってください。',
  'move.detail.noCardToRefund':
    'この予約はカードで（十分に）支払われていないため、差額をカードへ返金できません。受付で現金で返してください。',
  'move.detail.noDifferenceOwed': 'この予約に未払いの差額はありません。',
  'move.detail.changed':
    '変更を選んだ後に、この予約が変わりました（支払い・返金・他の担当者による変更）。変更も精算も行っていません。予約を確認して、もう一度選んでください。',
  'move.detail.linkClassBegun':
    'このレッスンはすでに始まっている（日本時間）ため、支払いリンクはもう使えません。差額は受付で現金でお受け取りください。',
  'move.detail.paidByCard': 'お客様がたった今カードで差額を支払いました。現金で受け取る必要はありません。',
  'move.difference.label': '変更による差額',
  'move.difference.charge':
    '追加 {amount, number, ::currency/JPY unit-width-narrow}（{method, select, cash {現金} other {カード}}）：{state, select, owed {未払い} paid {支払い済み} other {未払いのまま取り消し}}',
  'move.difference.refund':
    '返金 {amount, number, ::currency/JPY unit-width-narrow}（{method, select, cash {現金} other {カードへ}}{reason, select, move {} cancel {・取り消し} other {・取り消し後の支払い}}）：{state, select, owed {手続き中} other {返金済み}}',
  'move.difference.linkUntil': '支払いリンクの期限：{until}',
  'move.difference.takeCash': '差額 {amount, number, ::currency/JPY unit-width-narrow} を現金で受け取る',
  'move.difference.askCash':
    '{name} 様が差額 {amount, number, ::currency/JPY unit-width-narrow} を受付で現金で支払ったと記録しますか？支払いリンクは使えなくなります。',
  'move.difference.cashTaken': '{amount, number, ::currency/JPY unit-width-narrow} を受付で現金にて受け取ったと記録しました。',
  'move.difference.cashFailed': '現金での支払いを記録できませんでした。もう一度お試しください。',
  'move.difference.linkExpired': '支払いリンクは {until} に期限切れになりました。現金で受け取ってください',
  'move.difference.sendLink': '支払いリンクを再送信',
  'move.difference.askLink':
    '{name} 様（{email}）に差額 {amount, number, ::currency/JPY unit-width-narrow} の支払いリンクを再送信しますか？前回のリンクの期限が切れている場合は新しいリンクを作成します。',
  'move.difference.linkSent': '支払いリンクを {email} に送信しました。',
  'move.difference.linkFailed': '支払いリンクを送信できませんでした。もう一度お試しください。',
  'move.difference.linkSame': '同じリンク',
  'move.difference.linkNew': '新しいリンク',
  'move.detail.paymentDown': '決済サービスに接続できませんでした。もう一度お試しください。',
  'move.settle.owedDropped': '未払いの差額 {diff} は不要になり、支払いリンクは無効になります。',
  'move.difference.lesson':
    '受講料 {amount, number, ::currency/JPY unit-width-narrow}：{state, select, owed {当日払い・未収} paid {{method, select, cash {現金で受領済み} other {カードで支払い済み}}} other {未払いのまま取り消し}}',
  'move.difference.takeLessonCash': '{amount, number, ::currency/JPY unit-width-narrow} を現金で受け取る',
  'move.difference.sendLessonLink': 'カード支払いのリンクをメールで送る',
  'move.difference.askLessonCash':
    '{name} 様から受講料 {amount, number, ::currency/JPY unit-width-narrow} を受付で現金で受け取ったと記録しますか？先に金額をお確かめください。この時点からレジの現金に数えられます。',
  'move.difference.askLessonLink':
    '{name} 様（{email}）に受講料 {amount, number, ::currency/JPY unit-width-narrow} のカード支払いリンクを送信しますか？お支払いが完了した時点で受領として記録されます。',
  'move.languageAnyway': 'このまま移動する',
} satisfies Translation<typeof english>;
