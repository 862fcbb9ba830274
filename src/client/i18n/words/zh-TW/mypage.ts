import type { mypage as en } from '../en/mypage.js';
import type { Translation } from '../../translation.js';

export const mypage: Translation<typeof en> = {
  'my.title': '我的頁面',
  'my.loading': '正在載入您的帳戶',
  'my.sections': '我的頁面項目',
  'my.bookingsTab': '查看預約',
  'my.profileTab': '編輯個人資料',
  'my.loadingBookings': '正在載入預約',
  'my.noBookings': '您還沒有預約。',
  'my.bookTrial': '預約體驗課程',
  'my.bookingOn': '{date}的預約',
  'my.code': '預約 {code}',
  'my.teacher': '老師：',
  'my.cancel': '取消',
  'my.editProfile': '編輯個人資料',
  'my.emailFixed': '電子郵件無法變更。',
  'my.save': '儲存',
};
