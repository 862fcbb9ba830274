import type { closeDates as english } from '../en/closeDates.js';
import type { Translation } from '../types.js';

export const closeDates = {
  'closeDates.offer': '取消這 {count, number} 筆預約並將{dates}設為停課日',
  'closeDates.title': '取消 {count, number} 筆預約並將{dates}設為停課日？',
  'closeDates.intro': '此操作無法復原。將一次完成以下事項：',
  'closeDates.emails': '每位客戶都會收到以其語言寄送的停課通知（未留電子郵件的臨櫃客戶不會收到）。',
  'closeDates.card': '信用卡付款將全額退回卡上。',
  'closeDates.cash': '現金付款將記錄為「待退還現金」，在標記為已退還之前會顯示在「今天」頁面。',
  'closeDates.unpaid': '尚未付款的付款連結將失效。',
  'closeDates.closed': '{dates}將設為停課日，網站上無法再預約。',
  'closeDates.changed': '如果期間這些預約有任何變動，將不會取消任何預約，並會顯示新的清單。',
  'closeDates.keep': '保留預約',
  'closeDates.confirm': '取消 {count, number} 筆預約並設為停課日',
  'closeDates.done':
    '已取消 {count, number} 筆預約，{dates}已設為停課日。已以郵件通知客戶；信用卡退款處理中，待退還的現金顯示在「今天」頁面。',
  'closeDates.failed': '未能取消預約，也未設為停課日。請再試一次。',
  'closeDates.detail.changed': '在您查看之後，這些日期的預約有了變動。沒有取消任何預約，也沒有設為停課日；以下是目前的預約。',
  'closeDates.detail.notOpen': '這些日期已經是停課日。',
  'closeDates.reason': '停課原因（選填；將依您輸入的內容寫入寄給每位顧客的通知）',
  'closeDates.detail.notHolidays': '「國定假日休息」只能關閉國定假日。',
} as const satisfies Translation<typeof english>;
