// The payment page is the final confirmation page (最終確認画面) of the 2022 revision of the Specified
// Commercial Transactions Act: before the Pay button it states when payment is taken and the cancellation
// terms (what is bought, its price and date are in the summary above them). English, like the rest of
// the SPA (the translation widget translates it); plain text, so the payment chunk stays small.

export const PAYMENT_TERMS_HEADING = 'Payment and cancellation';

export const PAYMENT_TERMS = [
  {
    label: 'Payment',
    text: 'By card, on the page of our card payment provider. Your card is charged immediately when you complete the payment there, and the booking is confirmed at that moment.',
  },
  {
    label: 'Cancellation',
    text: 'You can cancel until the day before the class (Japan time) from the page of your booking (linked in your confirmation email).',
  },
  { label: 'Refund', text: 'A paid booking that you cancel is refunded in full to the card you paid with.' },
  { label: 'On the day of the class', text: 'The booking can no longer be canceled.' },
] as const;

/** A free trial's terms: nothing to pay, the same cancellation (nothing to refund). */
export const FREE_TERMS_HEADING = 'Booking and cancellation';

export const FREE_TERMS = [
  { label: 'Price', text: 'This trial class costs nothing: the booking is confirmed as soon as you book it.' },
  PAYMENT_TERMS[1],
  PAYMENT_TERMS[3],
] as const;
