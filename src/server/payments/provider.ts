import type { LanguageCode } from '../../shared/constants.js';

/** What the booking flow needs from a card payment provider (Stripe Checkout or the built-in test checkout). */
export interface CheckoutRequest {
  bookingId: number;
  referenceId: string;
  amountYen: number;
  description: string;
  customerEmail: string | null;
  /** The visitor's language: the provider's checkout page is shown in it. */
  language: LanguageCode;
  /** Where the visitor lands after paying. Abandoning goes through the provider's own cancel route. */
  successUrl: string;
  expiresAt: Date;
  /**
   * What makes the session's creation happen once (the provider's idempotency key): a booking's own checkout by
   * default; a move's difference, a session of the same booking, has its own.
   */
  idempotencyKey?: string;
  /** The move's difference it pays (recorded with the session, as its purpose); absent: the booking's own payment. */
  differenceId?: number;
}

/**
 * What a checkout session is for, recorded with it when it is created (the test checkout's row, Stripe's metadata)
 * and read back when it is paid: a paid session that no booking or charge accepts is still known, and refunded.
 */
export interface CheckoutPurpose {
  bookingId: number;
  /** The booking's random reference: a session naming another database's booking (a shared Stripe account) names none here. */
  referenceId: string;
  /** The move's difference it pays; null: the booking's own payment. */
  differenceId: number | null;
  /** The yen it was opened for. */
  amountYen: number;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** The provider's own word on a session. */
export type SessionOutcome =
  | { status: 'open' }
  | { status: 'expired' }
  | { status: 'complete'; paymentRef: string | null; receiptUrl: string | null; purpose?: CheckoutPurpose | null };

interface ProviderCommon {
  /** Recorded on the booking (bookings.provider). */
  readonly name: string;
  /** Asks the provider to expire an unpaid session; answers what the session finally is. */
  expireCheckout(sessionId: string): Promise<SessionOutcome>;
  /**
   * Refunds part or all of a payment. `key` makes it happen once however often it is asked (the provider's
   * idempotency key): a payment may be refunded more than once, each refund under its own key.
   */
  refund(paymentRef: string, amountYen: number, key: string): Promise<void>;
}

/** A provider outside this database (Stripe): its checkout session is opened once the hold exists, over the network. */
export interface RemoteCheckout extends ProviderCommon {
  readonly kind: 'remote';
  createCheckout(req: CheckoutRequest): Promise<CheckoutSession>;
}

/**
 * A provider whose sessions are rows of this database (the built-in test checkout): it names the session
 * up front and the hold's own statement creates it, one write per payment instead of two.
 */
export interface InDatabaseCheckout extends ProviderCommon {
  readonly kind: 'in-database';
  nameSession(): CheckoutSession;
  /**
   * Sessions paid whose booking is still Pending or whose charge is still owed (a crash between the two writes), or
   * that nothing accepted (no booking or charge has them, no late refund either), as completions to deliver again
   * at start. (A remote provider resends its own webhook instead.)
   */
  undelivered(): Promise<Array<{ sessionId: string; paymentRef: string; receiptUrl: string; purpose: CheckoutPurpose }>>;
}

export type PaymentProvider = RemoteCheckout | InDatabaseCheckout;
