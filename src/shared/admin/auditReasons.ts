// Reasons the system writes into the audit log (issue 39, point 11): stored as a code, so each reader sees them in
// their own language; a reason a person typed is stored and shown as typed. No zod: the console's bundle reads it.

/** Each system reason's code and its catalogue key in the console. */
export const SYSTEM_REASONS = {
  /** Canceled because the owner closed the day and typed no reason of their own. */
  closed_date: 'audit.reason.closed_date',
} as const;
export type SystemReason = keyof typeof SYSTEM_REASONS;

/** The English sentences older entries stored before the codes: read as their codes, so they are translated too. */
const WRITTEN_BEFORE: Record<string, SystemReason> = { 'The school closed this date.': 'closed_date' };

/**
 * The system reason a recorded field stands for: `reason_code` holds a code; `reason` a person's text, or an older
 * entry's system sentence. Null: a person's text, shown as typed.
 */
export function systemReasonOf(key: string, v: unknown): SystemReason | null {
  if (typeof v !== 'string') return null;
  if (key === 'reason_code') return Object.hasOwn(SYSTEM_REASONS, v) ? (v as SystemReason) : null;
  return key === 'reason' && Object.hasOwn(WRITTEN_BEFORE, v) ? WRITTEN_BEFORE[v] : null;
}

/** The actors that are not a member (an entry's actor_email), and their catalogue keys: the customer's emailed link, the OWNER_EMAILS setting. */
export const SYSTEM_ACTORS: Record<string, 'audit.actor.guest_link' | 'audit.actor.owner_emails'> = {
  'guest link': 'audit.actor.guest_link',
  OWNER_EMAILS: 'audit.actor.owner_emails',
};
