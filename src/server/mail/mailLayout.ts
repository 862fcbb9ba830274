import { teacherNameFor } from '../../shared/teacherName.js';
import type { TeachingLanguageCode } from '../../shared/teachingLanguages.js';
import type { LanguageCode } from '../../shared/constants.js';
import { localTimes } from '../../shared/dates.js';
import { esc } from '../html.js';
import { formatAmount, formatDate } from './mailFormat.js';
import { common, type MessageText } from './mailTexts.js';
import type { Mail } from './outbox.js';

/** A paragraph of an email: lines of text, or a link (its label, then its address on the next line in the text part). */
export type Block = string[] | { label: string; url: string };

/**
 * One email in the recipient's language: greeting, the message's paragraphs, its links and the
 * signature; a text part and an HTML part that carries `lang`.
 */
export function renderMail(to: string | null, language: LanguageCode, subject: string, blocks: Block[], ics?: string): Mail {
  const text = blocks
    .map((b) => (Array.isArray(b) ? b.join('\n') : `${b.label}\n${b.url}`))
    .concat(common[language].signature)
    .join('\n\n');
  const body = blocks
    .map((b) => (Array.isArray(b) ? `<p>${b.map(esc).join('<br>')}</p>` : `<p><a href="${esc(b.url)}">${esc(b.label)}</a></p>`))
    .join('');
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>` +
    `<body style="font-family:sans-serif;line-height:1.6">${body}<p>${esc(common[language].signature)}</p></body></html>`;
  return { to, subject, text, html, ics, language };
}

/** The usual shape: greeting, the message's lines, a summary between them, the main link, then any extra paragraphs. */
export function messageMail(
  to: { email: string | null; name: string; language: LanguageCode },
  t: MessageText,
  summary: string[],
  url: string,
  extra: Block[] = [],
  ics?: string,
): Mail {
  const blocks: Block[] = [[common[to.language].greeting(to.name)], t.before, summary, t.after, { label: t.link, url }, ...extra];
  return renderMail(
    to.email,
    to.language,
    t.subject,
    blocks.filter((b) => !Array.isArray(b) || b.length > 0),
    ics,
  );
}

/**
 * What a summary says of a booking. Its number people read is the short code (GT-4821); the long reference is
 * the link's secret and appears only inside links. A hold (no booking yet) and a staff notice name none.
 */
export interface SummaryFacts {
  reference_id?: string;
  code?: string;
  booking_date: string;
  time_range: string;
  total_amount: number;
  tax_rate: number;
  sales_tax: number;
  language: LanguageCode;
  time_zone: string | null;
  /** The class's teacher; absent or null in a school without teachers. */
  teacher_name?: string | null;
  /** Its reading in Latin letters (teacherNameFor: shown to non-Japanese readers). */
  teacher_name_latin?: string | null;
  /** The lesson's language (what the student learns); absent or null: not said. */
  lesson_language?: TeachingLanguageCode | null;
}

/**
 * The class's time labelled as Japan time and, when the visitor's zone shows another time, their own
 * beside it ("10:00-12:00 Japan time (02:00-04:00 your time)"), with their date when it is another day.
 */
export function classTime(b: Pick<SummaryFacts, 'booking_date' | 'time_range' | 'language' | 'time_zone'>): string {
  const c = common[b.language];
  const local = localTimes(b.booking_date, b.time_range, b.time_zone);
  const japan = c.japanTime(b.time_range);
  if (!local) return japan;
  const otherDay = local.date !== b.booking_date ? formatDate(b.language, local.date) : null;
  return `${japan}${c.yourTime(local.range, otherDay)}`;
}

export function summaryLines(b: SummaryFacts): string[] {
  const c = common[b.language];
  const yen = (n: number) => formatAmount(b.language, n);
  return [
    `${c.date}${c.sep}${formatDate(b.language, b.booking_date)}`,
    `${c.time}${c.sep}${classTime(b)}`,
    ...(b.lesson_language ? [`${c.lessonLanguage}${c.sep}${c.teachingLanguages[b.lesson_language]}`] : []),
    ...(b.teacher_name ? [`${c.teacher}${c.sep}${teacherNameFor(b.teacher_name, b.teacher_name_latin, b.language)}`] : []),
    `${c.total}${c.sep}${c.amount(yen(b.total_amount), b.tax_rate, yen(b.sales_tax))}`,
    ...(b.reference_id && b.code ? [`${c.reference}${c.sep}${b.code}`] : []),
  ];
}
