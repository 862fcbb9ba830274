// The built-in test provider's page to change an enrolment's card (issue 40, point 5): plain HTML, no script, in the
// visitor's language, as the test checkout's. Nothing is charged: the card is saved for the next months.
import { API_BASE, type LanguageCode } from '../../shared/constants.js';
import { esc, htmlPage } from '../html.js';
import type { CardRefusal } from '../payments/testCheckout.js';
import { TEST_CHECKOUT_TEXTS } from './testCheckoutTexts.js';

interface CardPageTexts {
  title: string;
  intro(course: string): string;
  save: string;
  back: string;
}

const TEXTS: Record<LanguageCode, CardPageTexts> = {
  en: {
    title: 'Change the card',
    intro: (course) => `The card for ${course}: the next months, and any month not paid, are charged to it. Nothing is charged now.`,
    save: 'Save the card',
    back: 'Back to my page',
  },
  ja: {
    title: 'カードの変更',
    intro: (course) => `${course}のお支払いに使うカードです。翌月以降の授業料と未払いの月はこのカードに請求されます。今は請求されません。`,
    save: 'カードを保存する',
    back: 'マイページに戻る',
  },
  'zh-CN': {
    title: '更换银行卡',
    intro: (course) => `用于支付${course}的银行卡：之后各月的学费及未支付的月份将从此卡扣款。现在不会扣款。`,
    save: '保存银行卡',
    back: '返回我的页面',
  },
  'zh-TW': {
    title: '更換信用卡',
    intro: (course) => `用於支付${course}的信用卡：之後各月的學費及未支付的月份將從此卡扣款。現在不會扣款。`,
    save: '儲存信用卡',
    back: '返回我的頁面',
  },
};

export function testCardPage(lang: LanguageCode, sessionId: string, course: string, error: CardRefusal | null): string {
  const t = TEXTS[lang];
  const c = TEST_CHECKOUT_TEXTS[lang];
  const base = `${API_BASE}/test-tuition/${esc(sessionId)}`;
  const invalid = error ? ' aria-describedby="card-error" aria-invalid="true"' : '';
  return htmlPage(
    t.title,
    c.site,
    `<h1>${esc(t.title)}</h1><p>${esc(t.intro(course))}</p>
<form method="post" action="${base}/pay">
<label for="card">${esc(c.cardNumber)}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242"${invalid}>
${error ? `<p id="card-error" class="error" role="alert">${esc(c.card[error])}</p>` : ''}
<button type="submit">${esc(t.save)}</button></form>
<p><a href="${base}/cancel">${esc(t.back)}</a></p>
<p class="muted">${esc(c.testHint)}</p>`,
    { lang },
  );
}
