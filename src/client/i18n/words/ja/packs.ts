import type { packs as en } from '../en/packs.js';

// 回数券（issue 41 point 3）: マイページでの購入、予約ページでの回数券による予約。
export const packs: Record<keyof typeof en, string> = {
  'packs.myTitle': 'ご購入の回数券',
  'packs.onSale': '販売中の回数券',
  'packs.offer': '{name}：{minutes}分レッスン {lessons}回、{price}（税込）、購入日から{days}日間有効',
  'packs.buy': '{name}を購入',
  'packs.mine': '{name}（{code}）：残り{left}回／{lessons}回。発行日 {issued}、有効期限 {until}',
  'packs.receipt': '領収書',
  'packs.none': 'ご購入の回数券はまだありません。',
  'packs.bookTitle': '回数券で予約',
  'packs.bookHint': '{until}までの日付で、連続した{slots}コマを選ぶと、{name}で{minutes}分のレッスンを予約できます。',
  'packs.book': '回数券で予約する',
  'packs.noCredit': 'この日付と長さで使える回数券が残っていません。',
  'packs.failed': 'うまくいきませんでした。もう一度お試しください。',
  // a course's pack paid with a teacher who does not teach the course (409 PACK_COURSE_TEACHER)
  'packs.courseTeacher': 'この回数券はコース専用です。コースの講師を選ぶか、「講師の指定なし」を選んでください。',
};
