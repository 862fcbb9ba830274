import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ConsoleMessage } from './consoleMessage.js';
import type { MessageId } from './messageIds.js';
import { SERVER_DETAILS } from './serverDetails.js';

/** A ConsoleMessage in the member's language (see consoleMessage.ts for how a server detail is shown). */
export function messageText(intl: IntlShape, message: ConsoleMessage): string {
  if (message.detail !== undefined) {
    const known = SERVER_DETAILS.get(message.detail);
    if (known) return intl.formatMessage({ id: known });
    if (!('id' in message) || intl.locale.startsWith('en')) return message.detail;
  }
  return 'id' in message ? intl.formatMessage({ id: message.id }, message.values) : '';
}

// Class dates are Japan dates, written as dates ('2026-11-25'): formatted as written (UTC), never shifted.
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);
const TOKYO = 'Asia/Tokyo';

/** The console's words and its dates, times and yen, in the member's language. */
export function consoleText(intl: IntlShape) {
  return {
    /** A catalogue message. */
    t: (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    /** A message kept in state. */
    m: (message: ConsoleMessage) => messageText(intl, message),
    /** '2026-11-25' → 'Wed 25 Nov' / '11月25日(水)'. */
    day: (date: string) => intl.formatDate(asDate(date), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
    /** '2026-11-25' → 'Wed, 25 November 2026' / '2026年11月25日(水)'. */
    longDay: (date: string) =>
      intl.formatDate(asDate(date), { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    /** '2026-11' → 'November 2026' / '2026年11月'. */
    month: (month: string) => intl.formatDate(asDate(`${month}-01`), { year: 'numeric', month: 'long', timeZone: 'UTC' }),
    /** '2026-11-25' → '25/11/2026' / '2026/11/25'. */
    shortDate: (date: string) => intl.formatDate(asDate(date), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
    /** An instant → 'Wed, 25 November 2026, 16:00' / '2026年11月25日(水) 16:00' (Japan time). */
    dateTime: (instant: string | number | Date) =>
      intl.formatDate(instant, {
        weekday: 'short',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: TOKYO,
      }),
    /** An instant → '16:00' (Japan time). */
    time: (instant: string | number | Date) =>
      intl.formatTime(instant, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TOKYO }),
    /** 7200 → '¥7,200' (ja: '￥7,200'). */
    yen: (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: 'JPY', currencyDisplay: 'narrowSymbol' }),
    /** 1234 → '1,234'. */
    count: (n: number) => intl.formatNumber(n),
    /** ['Japanese', 'English'] → 'Japanese and English' / '日本語、英語'. */
    list: (items: string[]) => intl.formatList(items, { type: 'conjunction' }),
    /** 0.25 → '25%'. */
    percent: (ratio: number) => intl.formatNumber(ratio, { style: 'percent', maximumFractionDigits: 1 }),
  };
}

export type ConsoleText = ReturnType<typeof consoleText>;

/** consoleText for the member's language, in a component. */
export function useConsoleText(): ConsoleText {
  const intl = useIntl();
  return useMemo(() => consoleText(intl), [intl]);
}
