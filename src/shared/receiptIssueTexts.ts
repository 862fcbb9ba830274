// The receipt issue's refusal, in English as the server answers it; zod-free, so the console knows it without the schemas.
export const RECEIPT_ALREADY_ISSUED = 'This receipt was already issued: its addressee and purpose stay as first printed.';
