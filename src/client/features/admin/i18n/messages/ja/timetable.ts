import type { Translation } from '../types.js';
import type { timetable as english } from '../en/timetable.js';

// 講師の時間割（issue 39, point 5）
export const timetable = {
  'timetable.nav': '時間割',
  'timetable.title': '講師の時間割',
  'timetable.date': '日付',
  'timetable.view': '表示',
  'timetable.day': '日',
  'timetable.week': '週',
  'timetable.previous': '{view, select, week {前の週} other {前の日}}',
  'timetable.next': '{view, select, week {次の週} other {次の日}}',
  'timetable.today': '今日',
  'timetable.teacher': '講師',
  'timetable.loading': '時間割を読み込んでいます',
  'timetable.failed': '時間割を読み込めませんでした。もう一度お試しください。',
  'timetable.time': '時刻',
  'timetable.table': '{day}の時間割',
  'timetable.noTeachers': '講師がまだ登録されていません。「講師」から追加してください。',
  'timetable.unassigned': '講師未定',
  'timetable.teaches': '担当：{languages}',
  'timetable.retired': '{name}（在籍終了）',
  'timetable.state': '{state, select, closed {休校} no_teacher {講師なし} full {満席} other {空き{free, number}名}}',
  'timetable.free': '空き',
  'timetable.off': '勤務外',
  'timetable.closed': '休校',
  'timetable.closedDay': 'この日は休校日です。',
  'timetable.pending': 'お支払い待ち',
  'timetable.block': '{code}、{customer}、{start}～{end}',
  'timetable.lesson': '通常レッスン',
} satisfies Translation<typeof english>;
