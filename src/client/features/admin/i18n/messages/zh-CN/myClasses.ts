import type { myClasses as english } from '../en/myClasses.js';
import type { Translation } from '../types.js';

export const myClasses = {
  'myClasses.todayTitle': '我的课程',
  'myClasses.weekTitle': '我的一周',
  'myClasses.intro': '您自己的课程：每位学生的姓名、预约编号、预约时使用的语言，以及员工关于这节课的备注。',
  'myClasses.date': '日期',
  'myClasses.from': '开始日期',
  'myClasses.backToToday': '回到今天',
  'myClasses.print': '打印当日课程表',
  'myClasses.sheetTitle': '当日课程表：{day}',
  'myClasses.loading': '正在加载您的课程',
  'myClasses.failed': '无法加载您的课程，请重试。',
  'myClasses.none': '没有课程。',
  'myClasses.noTeacher': '您的账户尚未关联教师：请所有者在员工页面为您关联。',
  'myClasses.teacher': '{name}的课程',
  'myClasses.code': '预约 {code}',
  'myClasses.language': '语言：{language}',
  'myClasses.note': '备注：{note}',
  'myClasses.pending': '尚未确认',
  'myClasses.hint': '上课当天即可记录出勤。',
  'myClasses.notForTeachers': '教师账户只能查看您自己的课程和设置。',
  'myClasses.lessonLanguage': '学习语言：{language}',
} satisfies Translation<typeof english>;
