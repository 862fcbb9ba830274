import type { LineNotify } from '../../../shared/lineConstants.js';

/** The visitor pages' LINE words (English, as the rest of the visitor's pages; the translate widget does the rest). */
export const LINE_WORDS = {
  logIn: 'Log in with LINE',
  title: 'LINE',
  intro: 'Connect LINE to get your booking confirmations, reminders and cancellations as LINE messages from the school.',
  connect: 'Connect LINE',
  disconnect: 'Disconnect LINE',
  connected: 'LINE is connected.',
  reachable: 'The school can send you LINE messages.',
  notFriend:
    "The school cannot message you yet: add the school's LINE official account as a friend (connect LINE again and accept the offer), or unblock it. Until then your messages come by email.",
  notifyLegend: 'How should we send your booking messages?',
  notify: { email_and_line: 'Email and LINE', line_only: 'LINE only' } satisfies Record<LineNotify, string>,
  lineOnlyHint: 'With LINE only, we still send an email whenever a LINE message cannot reach you.',
  saved: {
    email_and_line: 'Saved: your booking messages come by email and LINE.',
    line_only: 'Saved: your booking messages come by LINE only.',
  } satisfies Record<LineNotify, string>,
  disconnected: 'LINE is disconnected. Your booking messages come by email.',
  loadFailed: 'Your LINE settings could not be loaded. Please reload the page.',
  changeFailed: 'That did not work. Please try again.',
  loading: 'Loading your LINE settings',
} as const;
