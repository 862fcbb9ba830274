import { teacherNameFor } from '../../shared/teacherName.js';
import type { LanguageCode } from '../../shared/constants.js';
import { formatDate } from './mailFormat.js';
import { classTime, type SummaryFacts } from './mailLayout.js';
import { common } from './mailTexts.js';

/** The booking's code (GT-4821) in a LINE message, named as the emails' subjects name it. */
const CODE_LABEL: Record<LanguageCode, string> = {
  en: 'Booking code',
  ja: '予約コード',
  'zh-CN': '预约代码',
  'zh-TW': '預約代碼',
};

/** LINE's limit for one text message is 5000 characters; ours stay far below it. */
const LINE_TEXT_MAX = 5000;

/**
 * A booking email's essentials as one LINE text message, in the visitor's language: what happened (the
 * email's subject), the class's date and time in Japan time, the teacher if any, the booking's code and its link.
 */
export function lineBookingText(b: SummaryFacts & { code: string }, headline: string, linkLabel: string, url: string): string {
  const c = common[b.language];
  return [
    headline,
    '',
    `${c.date}${c.sep}${formatDate(b.language, b.booking_date)}`,
    `${c.time}${c.sep}${classTime({ ...b, time_zone: null })}`,
    ...(b.teacher_name ? [`${c.teacher}${c.sep}${teacherNameFor(b.teacher_name, b.teacher_name_latin, b.language)}`] : []),
    `${CODE_LABEL[b.language]}${c.sep}${b.code}`,
    '',
    `${linkLabel}${c.sep}${url}`,
  ]
    .join('\n')
    .slice(0, LINE_TEXT_MAX);
}
