import type { numbers as english } from '../en/numbers.js';
import type { Translation } from '../types.js';

export const numbers = {
  'numbers.title': '统计',
  'numbers.loading': '正在加载统计数据',
  'numbers.loadFailed': '无法加载统计数据，请重试。',
  'numbers.period': '统计周期',
  'numbers.weekly': '按周',
  'numbers.monthly': '按月',
  'numbers.from': '开始日期',
  'numbers.to': '结束日期',
  'numbers.show': '显示',
  'numbers.error.bothDates': '请选择开始日期和结束日期。',
  'numbers.summary': '上课日期 {from} 至 {to}（日本时间）。收入为扣除退款后的金额，含消费税：共 {net}，其中税额 {tax}。',
  'numbers.bookings.title': '{period, select, week {每周预约数} other {每月预约数}}',
  'numbers.bookings.description':
    '{period, select, week {每周柱状图} other {每月柱状图}}，{from} 至 {to}：已付款预约、取消和缺席（未到）。合计：{bookings, plural, other {#个预约}}，{cancellations, plural, other {#次取消}}，{noShows, plural, other {#次缺席}}。下表列出了各项数据。',
  'numbers.revenue.title': '{period, select, week {每周净收入} other {每月净收入}}',
  'numbers.revenue.description':
    '{period, select, week {每周柱状图} other {每月柱状图}}，{from} 至 {to}：扣除退款后的收入及其中的税额（日元）。合计：{net}，税额 {tax}。',
  'numbers.seats.title': '{period, select, week {每周已订座位与提供座位} other {每月已订座位与提供座位}}',
  'numbers.seats.description':
    '{period, select, week {每周柱状图} other {每月柱状图}}，{from} 至 {to}：已订座位与提供座位的对比。合计：{offered, plural, other {#个座位}}中已订 {filled, number} 个（{rate}）。',
  'numbers.bookings': '预约',
  'numbers.cancellations': '取消',
  'numbers.noShows': '缺席（未到）',
  'numbers.seatsFilled': '已订座位',
  'numbers.seatsOffered': '提供座位',
  'numbers.fillRate': '上座率',
  'numbers.revenue': '收入',
  'numbers.refunds': '退款',
  'numbers.netRevenue': '净收入',
  'numbers.tax': '其中税额',
  'numbers.table.title': '{period, select, week {每周数据} other {每月数据}}',
  'numbers.table.region': '{period, select, week {每周数据} other {每月数据}}（可横向滚动）',
  'numbers.table.period': '{period, select, week {周} other {月}}',
  'numbers.total': '合计',
  'numbers.weekOf': '{date}当周',
  'numbers.chart.noData': '没有可显示的数据',
  'numbers.chart.loading': '正在加载数据…',
  'numbers.detail.rangeOrder': '结束日期不能早于开始日期。',
} satisfies Translation<typeof english>;
