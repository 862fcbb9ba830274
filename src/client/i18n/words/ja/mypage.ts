import type { mypage as en } from '../en/mypage.js';
import type { Translation } from '../../translation.js';

export const mypage: Translation<typeof en> = {
  'my.title': 'マイページ',
  'my.loading': 'アカウントを読み込んでいます',
  'my.sections': 'マイページの項目',
  'my.bookingsTab': 'ご予約一覧',
  'my.profileTab': 'プロフィール編集',
  'my.loadingBookings': 'ご予約を読み込んでいます',
  'my.noBookings': 'ご予約はまだありません。',
  'my.bookTrial': '体験レッスンを予約する',
  'my.bookingOn': '{date}のご予約',
  'my.code': 'ご予約 {code}',
  'my.teacher': '講師：',
  'my.cancel': 'キャンセル',
  'my.editProfile': 'プロフィール編集',
  'my.emailFixed': 'メールアドレスは変更できません。',
  'my.save': '保存',
};
