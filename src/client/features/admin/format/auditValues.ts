import { MOVED_MONEY_WAYS } from '../../../../shared/admin/moveWords.js';
import { SYSTEM_ACTORS, SYSTEM_REASONS, systemReasonOf } from '../../../../shared/admin/auditReasons.js';
import { LINK_CHANNELS } from '../../../../shared/sourceWords.js';
import type { MessageId } from '../i18n/messageIds.js';
import type { ConsoleText } from '../i18n/useConsoleText.js';
import { auditFieldWords } from './auditFields.js';
import { RECORDED_CODES } from './recordedCodes.js';
import { channelText } from './sourceLabels.js';

// An audit entry's values in the member's language, the one formatter of the activity log and a booking's
// history (issue 39, point 11): codes in words, dates and instants by the locale's formatters (never ISO), yen,
// yes/no, a list as a list, a record as "field: value" pairs (never JSON), a reason the system wrote in the reader's
// language (stored as a code, audit/auditReasons.ts); what a person typed is shown as typed.

/** How a page shows what has no value and a yes or no (the log: "(none)", "yes"; a booking's history: "—", "Yes"). */
export interface ValueStyle {
  none: (text: ConsoleText) => string;
  yes: MessageId;
  no: MessageId;
}
export const LOG_STYLE: ValueStyle = { none: ({ t }) => t('common.none'), yes: 'staff.activity.yes', no: 'staff.activity.no' };

/** Who canceled: staff, the customer's account or the customer's emailed link. */
const CANCELED_BY: Record<string, MessageId> = {
  staff: 'bookings.history.by.staff',
  account: 'bookings.history.by.account',
  guest_link: 'bookings.history.by.guest_link',
};

/** Fields whose numbers are yen. */
const YEN_FIELDS: readonly string[] = [
  'owed',
  'paid',
  'paid_in_cash',
  'pricePerSlotYen',
  'refund_amount',
  'total_amount',
  'fixed_yen',
  'policy_refund',
];
/** A long text (a page of the school's terms) is cut in the log: the page itself holds it whole. */
const LONGEST = 120;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A move's difference as the audit recorded it ({ yen, way }), in words: "¥3,000 more, paid in cash"; null if not one. */
export function differenceText({ t }: ConsoleText, v: unknown): string | null {
  if (!isRecord(v) || typeof v.yen !== 'number' || typeof v.way !== 'string') return null;
  return isOneOf(MOVED_MONEY_WAYS, v.way) ? t(`staff.activity.difference.${v.way}`, { amount: v.yen }) : null;
}

/** A value a field's meaning tells how to say (a code, who canceled, a difference, a channel, a reason); null if none. */
function knownValue(text: ConsoleText, v: unknown, key: string): string | null {
  const code = typeof v === 'string' ? RECORDED_CODES[key]?.[v] : undefined;
  if (code) return text.t(code);
  if (key === 'by' && isRecord(v) && typeof v.kind === 'string' && CANCELED_BY[v.kind]) {
    const who = text.t(CANCELED_BY[v.kind]);
    return typeof v.ip === 'string' ? `${who} (${v.ip})` : who;
  }
  if (key === 'difference') return differenceText(text, v);
  // a tracked link's channel: a brand by its own name (LINE, WeChat), the others in words
  if (key === 'channel' && typeof v === 'string' && isOneOf(LINK_CHANNELS, v)) return channelText(text, v);
  const reason = systemReasonOf(key, v);
  return reason ? text.t(SYSTEM_REASONS[reason]) : null;
}

/** A string as a person reads it: a date or an instant by the locale's formatters, a long text cut. */
function stringText(text: ConsoleText, v: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return text.longDay(v);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v))) return text.dateTime(v);
  return v.length > LONGEST ? `${v.slice(0, LONGEST)}…` : v;
}

/** One value in the member's language; `key` is its field (what its codes mean). */
export function valueText(text: ConsoleText, v: unknown, key = '', style: ValueStyle = LOG_STYLE): string {
  if (v === null || v === undefined) return style.none(text);
  const known = knownValue(text, v, key);
  if (known !== null) return known;
  if (typeof v === 'string') return stringText(text, v);
  if (typeof v === 'boolean') return text.t(v ? style.yes : style.no);
  if (typeof v === 'number') return YEN_FIELDS.includes(key) ? text.yen(v) : text.count(v);
  if (Array.isArray(v)) return v.length === 0 ? style.none(text) : text.list(v.map((x) => valueText(text, x, key, style)));
  if (isRecord(v)) return recordText(text, v, style);
  return String(v);
}

/** A record as "field: value" pairs in the member's words (a time range [from, to] as "10:00–12:00"). */
function recordText(text: ConsoleText, v: Record<string, unknown>, style: ValueStyle): string {
  return Object.entries(v)
    .filter(([, x]) => x !== null && x !== undefined)
    .map(
      ([k, x]) =>
        `${auditFieldWords(text, k)}: ${k === 'hours' || k === 'ranges' ? rangesText(text, x, style) : valueText(text, x, k, style)}`,
    )
    .join(', ');
}

/** [['10:00', '12:00']] → '10:00–12:00'; none: the closed day's word. */
export function rangesText(text: ConsoleText, v: unknown, style: ValueStyle = LOG_STYLE): string {
  if (!Array.isArray(v)) return valueText(text, v, '', style);
  if (v.length === 0) return text.t('schedule.hours.closed');
  return v.map((r) => (Array.isArray(r) && r.length === 2 ? `${String(r[0])}–${String(r[1])}` : valueText(text, r, '', style))).join(', ');
}

/** Who made an entry: a member by name (else email); the customer's link or a setting in words. */
export const actorText = ({ t }: ConsoleText, email: string, name?: string | null): string =>
  name ?? (Object.hasOwn(SYSTEM_ACTORS, email) ? t(SYSTEM_ACTORS[email]) : email);
