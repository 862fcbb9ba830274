// The school profile's refusals (zod-free, so the console can translate them by their words: details/school.ts).
export const NO_HTML = 'Write plain text or the simple formatting (**bold**, lists, [links](https://…)); HTML tags are not allowed.';
export const TRIAL_RANGE = 'The longest trial cannot be shorter than the shortest.';
export const LOGO_TOO_BIG = 'The logo must be at most 200 KB.';
export const LOGO_TYPE = 'The logo must be a PNG, JPEG or WebP image.';
export const LOGO_MAX_BYTES = 200 * 1024;
export const STALE_SCHOOL = 'The school profile was changed by someone else meanwhile. Reload it and make your change again.';
