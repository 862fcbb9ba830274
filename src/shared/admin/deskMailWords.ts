// The words of the desk's emails' contract (deskMails.ts) the console shows in the member's language. No zod here:
// the console's bundle imports these words (i18n/details/deskMail.ts).

export const NOT_CONFIRMED_RESEND = 'Only a confirmed booking has a confirmation to send again.';
export const NO_OPEN_PAYMENT_LINK =
  'This booking is not waiting for payment by a payment link that still works, so there is no link to send.';
export const SUBJECT_NEEDED = 'Write a subject.';
export const MESSAGE_NEEDED = 'Write the message.';

/** The longest subject and text of "Email the customer" (the console's fields stop there too). */
export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 5000;
