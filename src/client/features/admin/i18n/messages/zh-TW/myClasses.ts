import type { myClasses as english } from '../en/myClasses.js';
import type { Translation } from '../types.js';

export const myClasses = {
  'myClasses.todayTitle': '我的課程',
  'myClasses.weekTitle': '我的一週',
  'myClasses.intro': '您自己的課程：每位學生的姓名、預約編號、預約時使用的語言，以及員工關於這堂課的備註。',
  'myClasses.date': '日期',
  'myClasses.from': '開始日期',
  'myClasses.backToToday': '回到今天',
  'myClasses.print': '列印當日課程表',
  'myClasses.sheetTitle': '當日課程表：{day}',
  'myClasses.loading': '正在載入您的課程',
  'myClasses.failed': '無法載入您的課程，請再試一次。',
  'myClasses.none': '沒有課程。',
  'myClasses.noTeacher': '您的帳戶尚未連結教師：請所有者在員工頁面為您連結。',
  'myClasses.teacher': '{name}的課程',
  'myClasses.code': '預約 {code}',
  'myClasses.language': '語言：{language}',
  'myClasses.note': '備註：{note}',
  'myClasses.pending': '尚未確認',
  'myClasses.hint': '上課當天即可記錄出席。',
  'myClasses.notForTeachers': '教師帳戶只能查看您自己的課程與設定。',
  'myClasses.lessonLanguage': '學習語言：{language}',
} satisfies Translation<typeof english>;
