import type { LanguageCode } from '../../shared/constants.js';
import { formatYen as yen } from '../../shared/format.js';
import { esc, htmlPage } from '../html.js';
import type { Issuer } from './receiptPage.js';
import { RECEIPT_TEXTS } from './receiptTexts.js';

export interface ReceiptToIssue {
  /** [label, code]: the booking's code, the enrolment's. */
  reference: [string, string];
  total: number;
  defaults: { addressee: string; purpose: string };
}

/**
 * The customer's receipt page before its first issue: the addressee (宛名) and purpose (但し書き) to set, prefilled
 * with their name and what was paid for (the trial lesson's fee, a month's tuition). A
 * plain form (the page has no script) posting to its own address, whose secret reference is the form's guard. `error`: the last post's fields were empty or too long.
 */
export function receiptFormPage(
  r: ReceiptToIssue,
  issuer: Issuer,
  lang: LanguageCode,
  action: string,
  sent?: { addressee: string; purpose: string; error: boolean },
): string {
  const t = RECEIPT_TEXTS[lang];
  const value = sent ?? r.defaults;
  const error = sent?.error ? `<p role="alert" class="error">${esc(t.issueInvalid)}</p>` : '';
  const body = `<h1>${esc(t.issueTitle)}</h1><p>${esc(r.reference[0])}: ${esc(r.reference[1])} · ${esc(yen(r.total))}</p>
<p>${esc(t.issueIntro)}</p>${error}
<form method="post" action="${esc(action)}">
<label for="addressee">${esc(t.addresseeLabel)}</label>
<input id="addressee" name="addressee" required maxlength="100" value="${esc(value.addressee)}" aria-describedby="addressee-help">
<p id="addressee-help" class="muted">${esc(t.addresseeHelp)}</p>
<label for="purpose">${esc(t.purposeLabel)}</label>
<input id="purpose" name="purpose" required maxlength="100" value="${esc(value.purpose)}">
<button type="submit">${esc(t.issueButton)}</button></form>`;
  return htmlPage(t.issueTitle, issuer.name, body, { lang });
}
