// SPEC §9: amounts are yen, tax-inclusive. 'ja-JP' writes the full-width sign (￥6,000) in this
// English UI; 'en-JP' gives the same grouping with the ASCII-width ¥6,000 (as the course page does).
const yen = new Intl.NumberFormat('en-JP', { style: 'currency', currency: 'JPY' });
export const formatYen = (amount: number) => yen.format(amount);

// created_at is an instant; SPEC §9 shows times in Japan time.
const tokyoDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tokyo',
  dateStyle: 'medium',
  timeStyle: 'short',
});
export function formatTokyoDateTime(instant: string): string {
  const t = new Date(instant);
  return Number.isNaN(t.getTime()) ? instant : `${tokyoDateTime.format(t)} (JST)`;
}
