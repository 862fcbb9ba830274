import type { Translation } from '../types.js';
import type { till as english } from '../en/till.js';

export const till = {
  'till.title': '收銀日結',
  'till.date': '日期',
  'till.print': '列印收銀日結',
  'till.loading': '正在載入收銀日結',
  'till.failed': '無法載入收銀日結，請重試。',
  'till.taken': '收取的現金',
  'till.handedBack': '退還的現金',
  'till.net': '收銀台較今早增加',
  'till.none': '這一天沒有收取或退還現金。',
  'till.movements': '現金收支（依時間順序）',
  'till.time': '時間',
  'till.booking': '預約',
  'till.customer': '學員',
  'till.clerk': '經辦人',
  'till.clerkUnknown': '未記錄',
  'till.what': '內容',
  'till.yen': '金額',
  'till.part':
    '{kind, select, refund {退款{part, select, cancel {（改期差額取消）} other {}}} other {{part, select, tuition {學費} lesson {上課當天付款} move {改期差額} late {逾期付款} other {櫃台付款}}}}',
  'till.open': '這一天的收銀日結',
  'till.owedBack': '待退還的現金',
  'till.owedBackNone': '沒有待退還的現金。',
  'till.owedBackLine': '{name}（{code}，課程 {day}）：{amount}',
} satisfies Translation<typeof english>;
