import { API_BASE } from '../../shared/constants.js';

/** The receipt page of a paid booking; the reference is its secret, as for the view-booking link. */
export const RECEIPT_ROUTE = '/public/receipts/:reference_id/:booking_id';

export const receiptUrl = (publicUrl: string, referenceId: string, bookingId: number) =>
  `${publicUrl}${API_BASE}/public/receipts/${encodeURIComponent(referenceId)}/${bookingId}`;

/** A paid month of tuition's receipt page; the month's receipt_ref is its secret. */
export const TUITION_RECEIPT_ROUTE = '/public/tuition-receipts/:ref';

export const tuitionReceiptUrl = (publicUrl: string, ref: string) =>
  `${publicUrl}${API_BASE}/public/tuition-receipts/${encodeURIComponent(ref)}`;
