import type { move as english } from '../en/move.js';
import type { Translation } from '../types.js';

export const move = {
  'move.open': '改到其他时间',
  'move.title': '预约 {code} 改期',
  'move.text': '{name}在 {date} {time}（日本时间）的课程。请选择新的日期和 {count, number} 个空闲时段：时段数量不变，因此价格也不变。',
  'move.date': '新日期',
  'move.slots': '新时段（日本时间，{count, number} 个）',
  'move.slotsCash': '新时段（日本时间，至少 {min, number} 个）',
  'move.chosen': '已选 {count, number} / {length, number} 个',
  'move.ownSlot': '本预约',
  'move.price': '价格：{total}（不变）',
  'move.teacher': '如果 {name} 在新时间有空，将继续授课；否则由其他有空的教师授课。',
  'move.customerTold': '将向客户（{email}）发送新时间及更新后的日历文件。',
  'move.noEmail': '此预约没有邮箱，因此不会向客户发送邮件。',
  'move.keep': '保持原时间',
  'move.confirm': '改到 {date} {time}',
  'move.chooseFirst': '请先选择 {count, number} 个时段',
  'move.done': '预约已改到 {date} {time}。已将新时间发送至客户邮箱 {email}。',
  'move.doneNoEmail': '预约已改到 {date} {time}。此预约没有邮箱，因此未向客户发送邮件。',
  'move.textCash':
    '{name}在 {date} {time}（日本时间）的课程，已在学校以现金支付。请选择新的日期和至少 {min, number} 个空闲时段：时段数量改变时价格随之改变，差额在前台以现金结算。',
  'move.chosenCash': '已选 {count, number} 个（原预约 {length, number} 个）',
  'move.priceCash':
    '价格：{total}（原为 {was}）。{direction, select, more {请在前台另收现金 {diff}。} back {请在前台以现金退还 {diff}。} other {价格不变。}}',
  'move.failed': '无法更改预约时间，请重试。',
  'move.detail.notConfirmed': '只有已确认的预约才能改期。',
  'move.detail.begun': '此课程已经开始（日本时间），无法再改期。',
  'move.detail.sameTime': '此预约已经是这些时段。请选择其他时段进行改期。',
  'move.pendingTold': '此预约正在等待付款：付款链接仍然有效，金额不变，并会将注明新时间的链接再次发送至 {email}。',
  'move.donePending': '预约已改到 {date} {time}。已将注明新时间的付款链接再次发送至 {email}；该链接仍然有效，金额不变。',
  'move.detail.notHeld': '只有已确认的预约，或付款链接仍有效的待付款预约，才能调整时间。',
  'move.detail.pendingSameLength': '待付款的预约只能调整到相同数量的时段，以保持付款链接的金额不变。',
} satisfies Translation<typeof english>;
