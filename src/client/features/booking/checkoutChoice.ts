// The date and timeslots a visitor took to the checkout, kept for the booking page when they come back without
// paying (checkoutChoiceSagas.ts, started by the booking page's and the success page's chunks).

/** The date and timeslots a visitor took to the checkout. */
export interface CheckoutChoice {
  date: string;
  slotIds: number[];
}

/** Where the browser keeps it while the visitor is at the checkout (the tab's session storage: this tab only). */
export interface CheckoutChoiceStore {
  keep(choice: CheckoutChoice): void;
  /** The kept choice, once: taking it forgets it. */
  take(): CheckoutChoice | null;
}

const KEY = 'gtss_checkout_choice';

export function browserCheckoutChoice(): CheckoutChoiceStore {
  return {
    keep: (choice) => {
      try {
        sessionStorage.setItem(KEY, JSON.stringify(choice));
      } catch {
        // storage refused (private mode, full): the booking page then opens empty, as before
      }
    },
    take() {
      try {
        const kept = sessionStorage.getItem(KEY);
        sessionStorage.removeItem(KEY);
        const choice = kept ? (JSON.parse(kept) as CheckoutChoice) : null;
        return choice && typeof choice.date === 'string' && Array.isArray(choice.slotIds) ? choice : null;
      } catch {
        return null;
      }
    },
  };
}
