import type { closeDates as english } from '../en/closeDates.js';
import type { Translation } from '../types.js';

export const closeDates = {
  'closeDates.offer': '取消这 {count, number} 个预约并将{dates}设为停课日',
  'closeDates.title': '取消 {count, number} 个预约并将{dates}设为停课日？',
  'closeDates.intro': '此操作无法撤销。将一次完成以下事项：',
  'closeDates.emails': '每位客户都会收到以其语言发送的停课通知（未留邮箱的到店客户不会收到）。',
  'closeDates.card': '银行卡付款将全额退回到卡上。',
  'closeDates.cash': '现金付款将记录为“待退还现金”，在标记为已退还之前会显示在“今天”页面。',
  'closeDates.unpaid': '尚未支付的付款链接将失效。',
  'closeDates.closed': '{dates}将设为停课日，网站上无法再预约。',
  'closeDates.changed': '如果其间这些预约有任何变化，则不会取消任何预约，并会显示新的列表。',
  'closeDates.keep': '保留预约',
  'closeDates.confirm': '取消 {count, number} 个预约并设为停课日',
  'closeDates.done':
    '已取消 {count, number} 个预约，{dates}已设为停课日。已通过邮件通知客户；银行卡退款正在处理中，待退还的现金显示在“今天”页面。',
  'closeDates.failed': '未能取消预约，也未设为停课日。请重试。',
  'closeDates.detail.changed': '在您查看之后，这些日期的预约发生了变化。没有取消任何预约，也没有设为停课日；以下是当前的预约。',
  'closeDates.detail.notOpen': '这些日期已经是停课日。',
  'closeDates.reason': '停课原因（可选；将按您输入的内容写入发给每位顾客的通知）',
  'closeDates.detail.notHolidays': '“法定节假日休息”只能关闭法定节假日。',
} as const satisfies Translation<typeof english>;
