// Amounts are yen, tax-inclusive. 'ja-JP' writes the full-width sign (￥6,000) in this
// English UI; 'en-JP' gives the same grouping with the ASCII-width ¥6,000. Used by the SPA, the
// emails and the test checkout alike.
const yen = new Intl.NumberFormat('en-JP', { style: 'currency', currency: 'JPY' });
export const formatYen = (amount: number) => yen.format(amount);
