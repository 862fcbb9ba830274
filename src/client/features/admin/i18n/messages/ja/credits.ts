import type { Translation } from '../types.js';
import type { credits as english } from '../en/credits.js';

export const credits = {
  'credits.title': '振替クレジット',
  'credits.loading': '振替クレジットを読み込んでいます',
  'credits.loadFailed': '振替クレジットを読み込めませんでした。もう一度お試しください。',
  'credits.balance': '{count, plural, =0 {使えるクレジットはありません} other {使えるクレジット：#回分}}',
  'credits.lots': '使えるクレジット',
  'credits.lot':
    '{left}回分（{kind, select, absence {欠席} school_cancel {スクール都合の休講} pack {回数券} returned {振替の取消} other {スタッフ付与}}）、{date}まで有効',
  'credits.none': 'クレジットの付与や利用はまだありません。',
  'credits.history': '振替クレジットの履歴（新しい順）',
  'credits.when': '日時',
  'credits.what': '内容',
  'credits.amount': '回数',
  'credits.validUntil': '有効期限',
  'credits.about': '詳細',
  'credits.who': '担当',
  'credits.kind':
    '{kind, select, absence {欠席} school_cancel {スクール都合の休講} pack {回数券の購入} staff {スタッフが付与} returned {振替の取消：クレジット返却} use {振替レッスンに利用} expiry {期限切れ} correction {スタッフが取消} other {その他}}',
  'credits.by': '{by, select, customer {受講者} system {自動} other {スタッフ}}',
  'credits.fromLesson': '{date}のレッスン',
  'credits.forBooking': '振替 {code}',
  'credits.correct.title': 'クレジットの修正',
  'credits.correct.change': '回数（＋付与、－取消）',
  'credits.correct.reason': '理由',
  'credits.correct.validUntil': '有効期限',
  'credits.correct.validUntilHelp': '付与する場合のみ。空欄：スクールの振替有効期限。',
  'credits.correct.save': '修正を保存',
  'credits.corrected': '保存しました。{balance, plural, =0 {使えるクレジットはありません。} other {使えるクレジット：#回分。}}',
  'credits.correctFailed': '修正を保存できませんでした。',
  'credits.detail.noCredit': '使える振替クレジットがありません。',
  'credits.detail.tooFew': '取り消す回数が、受講者の残りクレジットより多いです。',
  'credits.detail.validPast': '有効期限は今日以降にしてください。',
} satisfies Translation<typeof english>;
