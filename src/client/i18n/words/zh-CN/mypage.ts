import type { mypage as en } from '../en/mypage.js';
import type { Translation } from '../../translation.js';

export const mypage: Translation<typeof en> = {
  'my.title': '我的页面',
  'my.loading': '正在加载您的账户',
  'my.sections': '我的页面栏目',
  'my.bookingsTab': '查看预约',
  'my.profileTab': '编辑个人资料',
  'my.loadingBookings': '正在加载预约',
  'my.noBookings': '您还没有预约。',
  'my.bookTrial': '预约体验课',
  'my.bookingOn': '{date}的预约',
  'my.code': '预约 {code}',
  'my.teacher': '老师：',
  'my.cancel': '取消',
  'my.editProfile': '编辑个人资料',
  'my.emailFixed': '电子邮箱无法更改。',
  'my.save': '保存',
};
