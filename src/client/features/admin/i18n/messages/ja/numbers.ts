import type { numbers as english } from '../en/numbers.js';
import type { Translation } from '../types.js';

export const numbers = {
  'numbers.title': '集計',
  'numbers.loading': '集計を読み込んでいます',
  'numbers.loadFailed': '集計を読み込めませんでした。もう一度お試しください。',
  'numbers.period': '集計単位',
  'numbers.weekly': '週ごと',
  'numbers.monthly': '月ごと',
  'numbers.from': '開始日',
  'numbers.to': '終了日',
  'numbers.show': '表示',
  'numbers.error.bothDates': '開始日と終了日を選んでください。',
  'numbers.summary': 'レッスン日 {from}〜{to}（日本時間）。売上は返金差し引き後・消費税込みの金額です。合計 {net}（うち消費税 {tax}）。',
  'numbers.bookings.title': '{period, select, week {週ごとの予約数} other {月ごとの予約数}}',
  'numbers.bookings.description':
    '{period, select, week {週ごとの棒グラフ} other {月ごとの棒グラフ}}（{from}〜{to}）：支払い済みの予約、取り消し、欠席（無断）。合計：予約{bookings, plural, other {#件}}、取り消し{cancellations, plural, other {#件}}、欠席（無断）{noShows, plural, other {#件}}。各数値は下の表にあります。',
  'numbers.revenue.title': '{period, select, week {週ごとの純売上} other {月ごとの純売上}}',
  'numbers.revenue.description':
    '{period, select, week {週ごとの棒グラフ} other {月ごとの棒グラフ}}（{from}〜{to}）：返金差し引き後の売上と、うち消費税（円）。合計 {net}、消費税 {tax}。',
  'numbers.seats.title': '{period, select, week {週ごとの提供席数と予約席数} other {月ごとの提供席数と予約席数}}',
  'numbers.seats.description':
    '{period, select, week {週ごとの棒グラフ} other {月ごとの棒グラフ}}（{from}〜{to}）：提供席数に対する予約席数。合計：{offered, plural, other {#席}}中{filled, number}席が埋まりました（{rate}）。',
  'numbers.bookings': '予約',
  'numbers.cancellations': '取り消し',
  'numbers.noShows': '欠席（無断）',
  'numbers.seatsFilled': '予約席数',
  'numbers.seatsOffered': '提供席数',
  'numbers.fillRate': '稼働率',
  'numbers.revenue': '売上',
  'numbers.refunds': '返金',
  'numbers.netRevenue': '純売上',
  'numbers.tax': 'うち消費税',
  'numbers.table.title': '{period, select, week {週ごとの数値} other {月ごとの数値}}',
  'numbers.table.region': '{period, select, week {週ごとの数値} other {月ごとの数値}}（横スクロールできます）',
  'numbers.table.period': '{period, select, week {週} other {月}}',
  'numbers.total': '合計',
  'numbers.weekOf': '{date}の週',
  'numbers.chart.noData': '表示するデータがありません',
  'numbers.chart.loading': 'データを読み込んでいます…',
  'numbers.detail.rangeOrder': '終了日は開始日と同じか、それより後にしてください。',
} satisfies Translation<typeof english>;
