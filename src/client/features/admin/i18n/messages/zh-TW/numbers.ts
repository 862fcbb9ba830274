import type { numbers as english } from '../en/numbers.js';
import type { Translation } from '../types.js';

export const numbers = {
  'numbers.title': '統計',
  'numbers.loading': '正在載入統計資料',
  'numbers.loadFailed': '無法載入統計資料，請再試一次。',
  'numbers.period': '統計週期',
  'numbers.weekly': '每週',
  'numbers.monthly': '每月',
  'numbers.from': '開始日期',
  'numbers.to': '結束日期',
  'numbers.show': '顯示',
  'numbers.error.bothDates': '請選擇開始日期和結束日期。',
  'numbers.summary': '上課日期 {from} 至 {to}（日本時間）。營收為扣除退款後的金額，含消費稅：共 {net}，其中稅額 {tax}。',
  'numbers.bookings.title': '{period, select, week {每週預約數} other {每月預約數}}',
  'numbers.bookings.description':
    '{period, select, week {每週長條圖} other {每月長條圖}}，{from} 至 {to}：已付款預約、取消和缺席（未到）。合計：{bookings, plural, other {#筆預約}}，{cancellations, plural, other {#筆取消}}，{noShows, plural, other {#筆缺席}}。下表列出各項數據。',
  'numbers.revenue.title': '{period, select, week {每週淨營收} other {每月淨營收}}',
  'numbers.revenue.description':
    '{period, select, week {每週長條圖} other {每月長條圖}}，{from} 至 {to}：扣除退款後的營收及其中的稅額（日圓）。合計：{net}，稅額 {tax}。',
  'numbers.seats.title': '{period, select, week {每週已訂座位與提供座位} other {每月已訂座位與提供座位}}',
  'numbers.seats.description':
    '{period, select, week {每週長條圖} other {每月長條圖}}，{from} 至 {to}：已訂座位與提供座位的比較。合計：{offered, plural, other {#個座位}}中已訂 {filled, number} 個（{rate}）。',
  'numbers.bookings': '預約',
  'numbers.cancellations': '取消',
  'numbers.noShows': '缺席（未到）',
  'numbers.seatsFilled': '已訂座位',
  'numbers.seatsOffered': '提供座位',
  'numbers.fillRate': '上座率',
  'numbers.revenue': '營收',
  'numbers.refunds': '退款',
  'numbers.netRevenue': '淨營收',
  'numbers.tax': '其中稅額',
  'numbers.table.title': '{period, select, week {每週數據} other {每月數據}}',
  'numbers.table.region': '{period, select, week {每週數據} other {每月數據}}（可橫向捲動）',
  'numbers.table.period': '{period, select, week {週} other {月}}',
  'numbers.total': '合計',
  'numbers.weekOf': '{date}當週',
  'numbers.chart.noData': '沒有可顯示的資料',
  'numbers.chart.loading': '正在載入資料…',
  'numbers.detail.rangeOrder': '結束日期不能早於開始日期。',
} satisfies Translation<typeof english>;
