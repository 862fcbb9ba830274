import type { LanguageCode } from '../../shared/constants.js';
import { LANGUAGE_CODES } from '../../shared/language.js';
import { DEFAULT_SCHOOL, schoolNameFor, textFor, type SchoolProfile } from '../../shared/schoolProfile.js';
import type { Queryable } from '../db/db.js';
import { esc } from '../html.js';
import { schoolProfile } from '../school/schoolRepository.js';
import type { Mail } from './outbox.js';

// Every email (and its LINE text) says the school's own name: the texts are written with the default name in each
// language (the subject's 【…】, the signature, the body's mentions, the calendar's organizer), which is replaced by
// the school's name in that language; the footer under the signature gives the school's address, phone, email
// and hours, those the school set (none by default, as before).

const TEL: Record<LanguageCode, string> = { en: 'Tel', ja: '電話', 'zh-CN': '电话', 'zh-TW': '電話' };

/** The footer's lines in `language`: only what the school wrote. */
export function footerLines(p: SchoolProfile, language: LanguageCode): string[] {
  const legal = p.legal_name && p.legal_name !== schoolNameFor(p, language) ? [p.legal_name] : [];
  const hours = textFor(p.business_hours, language, p.first_language);
  const contact = p.contact_email !== DEFAULT_SCHOOL.contact_email ? [p.contact_email] : [];
  return [
    ...legal,
    ...(p.address ? p.address.split('\n') : []),
    ...(p.phone ? [`${TEL[language]}: ${p.phone}`] : []),
    ...contact,
    ...(hours ? hours.split('\n') : []),
  ];
}

/** An iCalendar text value cannot carry these unescaped; a name is one short line anyway. */
const icsSafe = (name: string) => name.replace(/[\\;,"\r\n]/g, ' ');

/** The mail with the school's name in place of the default one in every language, and its footer. */
export function brandMail(mail: Mail, p: SchoolProfile): Mail {
  let { subject, text, html, ics, line } = mail;
  for (const l of LANGUAGE_CODES) {
    const from = DEFAULT_SCHOOL.name[l]!;
    const to = schoolNameFor(p, l);
    if (from === to) continue;
    subject = subject.replaceAll(from, to);
    text = text.replaceAll(from, to);
    html = html.replaceAll(esc(from), esc(to));
    ics = ics?.replaceAll(from, icsSafe(to));
    line = line?.replaceAll(from, to);
  }
  const footer = mail.language ? footerLines(p, mail.language) : [];
  if (footer.length > 0) {
    text = `${text}\n${footer.join('\n')}`;
    html = html.replace('</body>', `<p style="color:#555;font-size:0.9em">${footer.map(esc).join('<br>')}</p></body>`);
  }
  return { ...mail, subject, text, html, ...(ics === undefined ? {} : { ics }), ...(line === undefined ? {} : { line }) };
}

/** brandMail with the school's profile as the caller's transaction sees it. */
export async function schoolMail(tx: Queryable, mail: Mail): Promise<Mail> {
  return brandMail(mail, await schoolProfile(tx));
}
