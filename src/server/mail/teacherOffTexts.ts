import type { Message } from './mailTexts.js';

// The student's notice of a lesson the school canceled for its teacher's time off (issue 40 point 4, issue 41 point 1),
// four languages side by side: the closure notice's facts (creditTexts.ts), said as the teacher's absence, not a
// closed school.

/** Why the school canceled a lesson: the school closed that day, or the teacher is off. */
export type LessonCancelCause = 'closure' | 'teacher';

interface TeacherOff {
  course: string;
  date: string;
  reason: string | null;
  until: string;
  code: string;
}

export const teacherOffTexts: Message<TeacherOff> = {
  en: (p) => ({
    subject: `Your ${p.course} lesson on ${p.date} is canceled: your teacher is not available (${p.code})`,
    before: [
      `We are sorry: your teacher is not available on ${p.date}, so the school has canceled your ${p.course} lesson that day.`,
      ...(p.reason ? [`Reason: ${p.reason}`] : []),
      `You have a make-up credit for it, valid until ${p.until}: book a make-up lesson from your page.`,
    ],
    after: ['Your tuition is not affected.'],
    link: 'Open my page',
  }),
  ja: (p) => ({
    subject: `【レッスン中止のお知らせ】${p.date}の${p.course}のレッスンは講師の都合により中止となります（${p.code}）`,
    before: [
      `誠に申し訳ございません。講師の都合により、${p.date}の${p.course}のレッスンは中止となります。`,
      ...(p.reason ? [`理由：${p.reason}`] : []),
      `振替クレジットを1回分お付けしました（${p.until}まで有効）。マイページから振替レッスンをご予約ください。`,
    ],
    after: ['授業料への影響はございません。'],
    link: 'マイページを開く',
  }),
  'zh-CN': (p) => ({
    subject: `${p.date}的${p.course}课程因教师无法授课而取消（${p.code}）`,
    before: [
      `非常抱歉：由于教师${p.date}无法授课，学校取消了您当天的${p.course}课程。`,
      ...(p.reason ? [`原因：${p.reason}`] : []),
      `已为您添加一次补课次数，有效期至${p.until}，请在我的页面预约补课。`,
    ],
    after: ['学费不受影响。'],
    link: '打开我的页面',
  }),
  'zh-TW': (p) => ({
    subject: `${p.date}的${p.course}課程因老師無法授課而取消（${p.code}）`,
    before: [
      `非常抱歉：由於老師${p.date}無法授課，學校取消了您當天的${p.course}課程。`,
      ...(p.reason ? [`原因：${p.reason}`] : []),
      `已為您新增一次補課次數，有效期限至${p.until}，請在我的頁面預約補課。`,
    ],
    after: ['學費不受影響。'],
    link: '開啟我的頁面',
  }),
};
