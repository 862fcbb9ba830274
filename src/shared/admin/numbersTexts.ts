// The numbers' refusals, in English as the server answers them. A module of its own without zod, so the
// console can know them (and show them in the staff's language) without bundling the schemas.

/** A range whose last day is before its first (400). */
export const NUMBERS_RANGE_ORDER = 'The range must end on or after its first day.';
