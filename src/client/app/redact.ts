/** Keys whose values Redux DevTools must never show (no secret is visible there). */
const SECRET_KEYS = new Set(['password', 'confirmPassword', 'newPassword', 'access_token', 'token', 'feedUrl']);
const HIDDEN = '[hidden]';

/** A deep copy of `value` with every secret-named key masked; other values are left as they are. */
export function redact<T>(value: T): T {
  if (Array.isArray(value)) return value.map(redact) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.has(k) && v !== '' ? HIDDEN : redact(v)])) as T;
}
