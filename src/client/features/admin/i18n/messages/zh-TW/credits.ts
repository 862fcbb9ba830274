import type { Translation } from '../types.js';
import type { credits as english } from '../en/credits.js';

export const credits = {
  'credits.title': '補課次數',
  'credits.loading': '正在載入補課次數',
  'credits.loadFailed': '無法載入補課次數，請再試一次。',
  'credits.balance': '{count, plural, =0 {沒有可用的補課次數} other {可用補課次數：# 次}}',
  'credits.lots': '可用的補課次數',
  'credits.lot':
    '{left} 次（{kind, select, absence {請假} school_cancel {學校停課} pack {堂數券} returned {補課已取消} other {工作人員發放}}），有效期限至 {date}',
  'credits.none': '尚未發放或使用過補課次數。',
  'credits.history': '補課次數紀錄（最新在前）',
  'credits.when': '時間',
  'credits.what': '內容',
  'credits.amount': '次數',
  'credits.validUntil': '有效期限至',
  'credits.about': '詳情',
  'credits.who': '操作人員',
  'credits.kind':
    '{kind, select, absence {請假} school_cancel {學校停課} pack {購買堂數券} staff {工作人員發放} returned {補課已取消：退回次數} use {用於補課} expiry {已過期} correction {工作人員扣除} other {其他}}',
  'credits.by': '{by, select, customer {學員} system {自動} other {工作人員}}',
  'credits.fromLesson': '{date} 的課',
  'credits.forBooking': '補課 {code}',
  'credits.correct.title': '更正補課次數',
  'credits.correct.change': '次數（＋發放，－扣除）',
  'credits.correct.reason': '原因',
  'credits.correct.validUntil': '有效期限至',
  'credits.correct.validUntilHelp': '僅用於發放。留空：依學校的補課有效期限。',
  'credits.correct.save': '儲存更正',
  'credits.corrected': '已儲存。{balance, plural, =0 {目前沒有可用次數。} other {目前可用 # 次。}}',
  'credits.correctFailed': '更正未能儲存。',
  'credits.detail.noCredit': '沒有可用的補課次數。',
  'credits.detail.tooFew': '學員剩餘的次數少於要扣除的次數。',
  'credits.detail.validPast': '有效期限不能早於今天。',
} satisfies Translation<typeof english>;
