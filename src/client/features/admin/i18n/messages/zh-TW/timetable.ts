import type { Translation } from '../types.js';
import type { timetable as english } from '../en/timetable.js';

// 教師課表（issue 39, point 5）
export const timetable = {
  'timetable.nav': '課表',
  'timetable.title': '教師課表',
  'timetable.date': '日期',
  'timetable.view': '顯示',
  'timetable.day': '日',
  'timetable.week': '週',
  'timetable.previous': '{view, select, week {上一週} other {前一天}}',
  'timetable.next': '{view, select, week {下一週} other {後一天}}',
  'timetable.today': '今天',
  'timetable.teacher': '教師',
  'timetable.loading': '正在載入課表',
  'timetable.failed': '無法載入課表，請再試一次。',
  'timetable.time': '時間',
  'timetable.table': '{day}的課表',
  'timetable.noTeachers': '學校還沒有教師，請在「教師」中新增。',
  'timetable.unassigned': '未指派教師',
  'timetable.teaches': '教授：{languages}',
  'timetable.retired': '{name}（已離職）',
  'timetable.state': '{state, select, closed {休息} no_teacher {無教師} full {已滿} other {{free, number}位教師有空}}',
  'timetable.free': '有空',
  'timetable.off': '不上班',
  'timetable.closed': '休息',
  'timetable.closedDay': '學校這一天休息。',
  'timetable.pending': '等待付款',
  'timetable.block': '{code}，{customer}，{start}–{end}',
  'timetable.lesson': '常規課',
} satisfies Translation<typeof english>;
