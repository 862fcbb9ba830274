import type { Translation } from '../types.js';
import type { till as english } from '../en/till.js';

export const till = {
  'till.title': '收银日结',
  'till.date': '日期',
  'till.print': '打印收银日结',
  'till.loading': '正在加载收银日结',
  'till.failed': '无法加载收银日结，请重试。',
  'till.taken': '收取的现金',
  'till.handedBack': '退还的现金',
  'till.net': '收银台较今早增加',
  'till.none': '这一天没有收取或退还现金。',
  'till.movements': '现金收支（按时间顺序）',
  'till.time': '时间',
  'till.booking': '预约',
  'till.customer': '学员',
  'till.clerk': '经办人',
  'till.clerkUnknown': '未记录',
  'till.what': '内容',
  'till.yen': '金额',
  'till.part':
    '{kind, select, refund {退款{part, select, cancel {（改期差额取消）} other {}}} other {{part, select, tuition {学费} lesson {上课当天付款} move {改期差额} late {逾期付款} other {前台付款}}}}',
  'till.open': '这一天的收银日结',
  'till.owedBack': '待退还的现金',
  'till.owedBackNone': '没有待退还的现金。',
  'till.owedBackLine': '{name}（{code}，课程 {day}）：{amount}',
} satisfies Translation<typeof english>;
