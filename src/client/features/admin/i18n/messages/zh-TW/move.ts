import type { move as english } from '../en/move.js';
import type { Translation } from '../types.js';

export const move = {
  'move.open': '改到其他時間',
  'move.title': '預約 {code} 改期',
  'move.text': '{name}於 {date} {time}（日本時間）的課程。請選擇新的日期及 {count, number} 個空閒時段：時段數量不變，因此價格也不變。',
  'move.date': '新日期',
  'move.slots': '新時段（日本時間，{count, number} 個）',
  'move.slotsCash': '新時段（日本時間，至少 {min, number} 個）',
  'move.chosen': '已選 {count, number} / {length, number} 個',
  'move.ownSlot': '本預約',
  'move.price': '價格：{total}（不變）',
  'move.teacher': '若 {name} 在新時間有空，將繼續授課；否則由其他有空的教師授課。',
  'move.customerTold': '將以電子郵件寄送新時間及更新後的行事曆檔案給客戶（{email}）。',
  'move.noEmail': '此預約沒有電子郵件，因此不會寄信給客戶。',
  'move.keep': '維持原時間',
  'move.confirm': '改到 {date} {time}',
  'move.chooseFirst': '請先選擇 {count, number} 個時段',
  'move.done': '預約已改到 {date} {time}。已將新時間寄至客戶信箱 {email}。',
  'move.doneNoEmail': '預約已改到 {date} {time}。此預約沒有電子郵件，因此未寄信給客戶。',
  'move.textCash':
    '{name}於 {date} {time}（日本時間）的課程，已於學校以現金支付。請選擇新的日期及至少 {min, number} 個空閒時段：時段數量改變時價格隨之改變，差額於櫃台以現金結算。',
  'move.chosenCash': '已選 {count, number} 個（原預約 {length, number} 個）',
  'move.priceCash':
    '價格：{total}（原為 {was}）。{direction, select, more {請於櫃台另收現金 {diff}。} back {請於櫃台以現金退還 {diff}。} other {價格不變。}}',
  'move.failed': '無法變更預約時間，請再試一次。',
  'move.detail.notConfirmed': '只有已確認的預約才能改期。',
  'move.detail.begun': '此課程已經開始（日本時間），無法再改期。',
  'move.detail.sameTime': '此預約已經是這些時段。請選擇其他時段進行改期。',
  'move.pendingTold': '此預約正在等待付款：付款連結仍然有效，金額不變，並會將註明新時間的連結再次寄至 {email}。',
  'move.donePending': '預約已改到 {date} {time}。已將註明新時間的付款連結再次寄至 {email}；該連結仍然有效，金額不變。',
  'move.detail.notHeld': '只有已確認的預約，或付款連結仍有效的待付款預約，才能更改時間。',
  'move.detail.pendingSameLength': '待付款的預約只能改到相同數量的時段，以維持付款連結的金額不變。',
} satisfies Translation<typeof english>;
