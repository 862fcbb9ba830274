import type { ConsoleText } from '../../i18n/useConsoleText.js';

/** A weekly time in words: 'Tuesdays 18:00–19:00' (or without its end when the list has none). */
export const weeklyText = (c: ConsoleText, weekday: number, start: string, end?: string) =>
  end
    ? c.t('enrolments.weekly', { weekday: c.t('enrolments.weekday', { weekday }), start, end })
    : `${c.t('enrolments.weekday', { weekday })} ${start}`;
