import type { VisitorWords } from '../i18n/useWords.js';

/** "Booking GT-4821": the short code, read over the phone, kept whole and untranslated. */
export function BookingCode({ words, code }: { words: VisitorWords; code: string }) {
  const [before, after = ''] = words.t('view.code', { code: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <span translate="no" style={{ whiteSpace: 'nowrap' }}>
        {code}
      </span>
      {after}
    </>
  );
}

/** A booking's status in the visitor's language (Confirmed, Canceled; another as the server wrote it). */
export function statusText({ t }: VisitorWords, status: string): string {
  return status === 'Confirmed' ? t('common.confirmed') : status === 'Canceled' ? t('common.canceled') : status;
}

/**
 * The cancel question in the visitor's language, with what a cancel refunds (`refund`) below it; none in
 * English, whose question is the spec's word for word (the page says what is refunded beside the button).
 */
export function cancelPrompt({ t, language }: VisitorWords, refund?: string): string | undefined {
  if (language === 'en') return undefined;
  return refund ? `${t('msg.confirmCancelPrompt')}\n\n${refund}` : t('msg.confirmCancelPrompt');
}
