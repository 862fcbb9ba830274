import type { packs as en } from '../en/packs.js';

// 课时包（issue 41 point 3）：在我的页面购买，在预约页面用课时预约。
export const packs: Record<keyof typeof en, string> = {
  'packs.myTitle': '我的课时包',
  'packs.onSale': '在售课时包',
  'packs.offer': '{name}：{minutes}分钟课程 {lessons} 次，{price}（含税），购买后 {days} 天内有效',
  'packs.buy': '购买{name}',
  'packs.mine': '{name}（{code}）：剩余 {left}/{lessons} 次。发行日 {issued}，有效期至 {until}',
  'packs.receipt': '收据',
  'packs.none': '您还没有课时包。',
  'packs.bookTitle': '使用课时包预约',
  'packs.bookHint': '请在 {until} 之前的日期选择连续 {slots} 个时段，即可用{name}预约 {minutes} 分钟的课程。',
  'packs.book': '使用课时预约',
  'packs.noCredit': '您的课时包中没有适用于此日期和时长的课时。',
  'packs.failed': '操作未成功，请重试。',
  // a course's pack paid with a teacher who does not teach the course (409 PACK_COURSE_TEACHER)
  'packs.courseTeacher': '此课时包仅限其课程使用：请选择该课程的老师，或选择“不指定老师”。',
};
