/** What the booking flow needs from a card payment provider (Stripe Checkout or the built-in test checkout). */
export interface CheckoutRequest {
  bookingId: number;
  referenceId: string;
  amountYen: number;
  description: string;
  customerEmail: string;
  /** Where the visitor lands after paying. Abandoning goes through the provider's own cancel route. */
  successUrl: string;
  expiresAt: Date;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
  /** True when the provider has already recorded the session on the booking (the built-in test checkout). */
  recorded?: boolean;
}

/** The provider's own word on a session. */
export type SessionOutcome =
  | { status: 'open' }
  | { status: 'expired' }
  | { status: 'complete'; paymentRef: string | null; receiptUrl: string | null };

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createCheckout(req: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the provider to expire an unpaid session; answers what the session finally is. */
  expireCheckout(sessionId: string): Promise<SessionOutcome>;
  refund(paymentRef: string, amountYen: number): Promise<void>;
}
