import type { packs as en } from '../en/packs.js';

// 課程套票（issue 41 point 3）：在我的頁面購買，在預約頁面用套票預約。
export const packs: Record<keyof typeof en, string> = {
  'packs.myTitle': '我的課程套票',
  'packs.onSale': '販售中的課程套票',
  'packs.offer': '{name}：{minutes}分鐘課程 {lessons} 堂，{price}（含稅），購買後 {days} 天內有效',
  'packs.buy': '購買{name}',
  'packs.mine': '{name}（{code}）：剩餘 {left}/{lessons} 堂。發行日 {issued}，有效期限至 {until}',
  'packs.receipt': '收據',
  'packs.none': '您還沒有課程套票。',
  'packs.bookTitle': '使用套票預約',
  'packs.bookHint': '請在 {until} 之前的日期選擇連續 {slots} 個時段，即可用{name}預約 {minutes} 分鐘的課程。',
  'packs.book': '使用套票預約',
  'packs.noCredit': '您的套票中沒有適用於此日期和長度的堂數。',
  'packs.failed': '操作未成功，請重試。',
  // a course's pack paid with a teacher who does not teach the course (409 PACK_COURSE_TEACHER)
  'packs.courseTeacher': '此套票僅限其課程使用：請選擇該課程的老師，或選擇「不指定老師」。',
};
