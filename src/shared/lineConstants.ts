// LINE's paths, choices and outcome texts, without zod (the client imports these; shared/line.ts has the schemas).

/** Where the browser goes to sign in with LINE (a redirect to LINE Login); the callback is LINE_CALLBACK_PATH. */
export const LINE_LOGIN_PATH = '/auth/line/login';
export const LINE_CALLBACK_PATH = '/auth/line/callback';
/**
 * The pages tell the client that LINE Login is configured with this meta tag (the server writes it in);
 * asking the API instead would log a 404 in every visitor's console on a site without LINE.
 */
export const LINE_META_NAME = 'gtss-line';
export const MY_LINE_PATH = '/public/me/line';
/** This browser's LINE user after "Continue with LINE" without an account (the booking page names it). */
export const LINE_VISITOR_PATH = '/public/line/visitor';
/** The sign-in page's form for a LINE user without an account: name and email once, a new account with LINE. */
export const LINE_SIGNUP_PATH = '/auth/line/signup';
/** `?line=` on the sign-in page after LINE Login found no account: the form above is shown. */
export const LINE_NEW_VISITOR = 'new';
/** The query that makes LINE_LOGIN_PATH a "Continue with LINE" for a guest booking. */
export const LINE_GUEST_QUERY = 'as=guest';

/** "Email and LINE" or "LINE only" (which still falls back to email when LINE cannot reach the visitor). */
export const LINE_NOTIFY_CHOICES = ['email_and_line', 'line_only'] as const;
export type LineNotify = (typeof LINE_NOTIFY_CHOICES)[number];

/** The sign-in and connect outcomes the callback sends back (`?line=` on the login page or my page). */
export const LINE_OUTCOMES = {
  failed: 'LINE sign-in did not work. Please try again.',
  unlinked:
    'No account is connected to this LINE account yet. Log in with your email or Google, then connect LINE on My page (or create an account).',
  connected: 'LINE is connected.',
  taken: 'This LINE account is already connected to another account.',
} as const;
export type LineOutcome = keyof typeof LINE_OUTCOMES;
