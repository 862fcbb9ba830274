import type { Translation } from '../types.js';
import type { timetable as english } from '../en/timetable.js';

// 教师课表（issue 39, point 5）
export const timetable = {
  'timetable.nav': '课表',
  'timetable.title': '教师课表',
  'timetable.date': '日期',
  'timetable.view': '显示',
  'timetable.day': '日',
  'timetable.week': '周',
  'timetable.previous': '{view, select, week {上一周} other {前一天}}',
  'timetable.next': '{view, select, week {下一周} other {后一天}}',
  'timetable.today': '今天',
  'timetable.teacher': '教师',
  'timetable.loading': '正在加载课表',
  'timetable.failed': '无法加载课表，请重试。',
  'timetable.time': '时间',
  'timetable.table': '{day}的课表',
  'timetable.noTeachers': '学校还没有教师，请在“教师”中添加。',
  'timetable.unassigned': '未分配教师',
  'timetable.teaches': '教授：{languages}',
  'timetable.retired': '{name}（已离职）',
  'timetable.state': '{state, select, closed {休息} no_teacher {无教师} full {已满} other {{free, number}位教师有空}}',
  'timetable.free': '有空',
  'timetable.off': '不上班',
  'timetable.closed': '休息',
  'timetable.closedDay': '学校这一天休息。',
  'timetable.pending': '等待付款',
  'timetable.block': '{code}，{customer}，{start}–{end}',
  'timetable.lesson': '常规课',
} satisfies Translation<typeof english>;
