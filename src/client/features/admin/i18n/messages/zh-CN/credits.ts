import type { Translation } from '../types.js';
import type { credits as english } from '../en/credits.js';

export const credits = {
  'credits.title': '补课次数',
  'credits.loading': '正在加载补课次数',
  'credits.loadFailed': '无法加载补课次数，请重试。',
  'credits.balance': '{count, plural, =0 {没有可用的补课次数} other {可用补课次数：# 次}}',
  'credits.lots': '可用的补课次数',
  'credits.lot':
    '{left} 次（{kind, select, absence {请假} school_cancel {学校停课} pack {课时包} returned {补课已取消} other {工作人员发放}}），有效期至 {date}',
  'credits.none': '还没有发放或使用过补课次数。',
  'credits.history': '补课次数记录（最新在前）',
  'credits.when': '时间',
  'credits.what': '内容',
  'credits.amount': '次数',
  'credits.validUntil': '有效期至',
  'credits.about': '详情',
  'credits.who': '操作人',
  'credits.kind':
    '{kind, select, absence {请假} school_cancel {学校停课} pack {购买课时包} staff {工作人员发放} returned {补课已取消：退回次数} use {用于补课} expiry {已过期} correction {工作人员扣除} other {其他}}',
  'credits.by': '{by, select, customer {学员} system {自动} other {工作人员}}',
  'credits.fromLesson': '{date} 的课',
  'credits.forBooking': '补课 {code}',
  'credits.correct.title': '更正补课次数',
  'credits.correct.change': '次数（＋发放，－扣除）',
  'credits.correct.reason': '原因',
  'credits.correct.validUntil': '有效期至',
  'credits.correct.validUntilHelp': '仅用于发放。留空：按学校的补课有效期。',
  'credits.correct.save': '保存更正',
  'credits.corrected': '已保存。{balance, plural, =0 {现在没有可用次数。} other {现在可用 # 次。}}',
  'credits.correctFailed': '更正未能保存。',
  'credits.detail.noCredit': '没有可用的补课次数。',
  'credits.detail.tooFew': '学员剩余的次数少于要扣除的次数。',
  'credits.detail.validPast': '有效期不能早于今天。',
} satisfies Translation<typeof english>;
