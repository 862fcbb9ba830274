// Business constants and limits, shared by client and server.
export const MIN_TIMESLOTS = 4;
export const SEAT_COUNT = 1;
export const RENTAL_SPACE_ID = 'default';
export const TIME_ZONE = 'Asia/Tokyo';
export const REDIRECT_DELAY_MS = 3000;
export const FORMAL_COURSE_FEE_YEN = 3000;
export const COPYRIGHT_YEAR = 2025;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SITE_TITLE = 'GTSS | Language Booking Platform';
/** The school's contact address on the legal pages (terms, privacy, trading notice). */
export const SCHOOL_CONTACT_EMAIL = 'support@gtss-school.jp';
export const API_BASE = '/api';

/** Password length limits. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The two paths (under the API base) that start Google sign-in, from the login and signup pages. */
export const GOOGLE_LOGIN_PATH = '/auth/google/login';
export const GOOGLE_SIGNUP_PATH = '/public/auth/google/login';

/** The language selector and the page-translation widget. */
export const LANGUAGES = [
  { code: 'en', label: 'EN' },
  { code: 'zh-CN', label: '简体中文' },
  { code: 'zh-TW', label: '繁體中文' },
  { code: 'ja', label: '日本語' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const TRANSLATE_POLL_MS = 500;
export const TRANSLATE_MAX_TRIES = 10;
export const TRANSLATE_SCRIPT_URL = 'https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit';
/** Hosts the translate widget loads from; the server's CSP allows exactly these. */
export const TRANSLATE_HOSTS = [
  'https://translate.google.com',
  'https://translate.googleapis.com',
  'https://translate-pa.googleapis.com',
  'https://www.gstatic.com',
  'https://fonts.gstatic.com',
  'https://www.google.com',
] as const;
/**
 * The hosts the widget loads scripts from, the only ones in the CSP's script-src: www.google.com (its images and
 * links) answers JSONP (`/complete/search?callback=`), which would let an injected <script> run any code.
 */
export const TRANSLATE_SCRIPT_HOSTS = [
  'https://translate.google.com',
  'https://translate.googleapis.com',
  'https://www.gstatic.com',
] as const;

export const FORMAL_COURSE_TYPES = ['Beginner Japanese', 'Elementary English', 'Business English', 'Business Japanese'] as const;
