import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { LanguageCode } from '../shared/constants.js';
import { LANGUAGE_CODES } from '../shared/language.js';

/** A bad environment variable: the message names it, so start-up can print just this and stop. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

// An empty variable (`PORT=`) means "use the default", as in most shells' .env files.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const port = z.coerce
  .number({ error: 'expected a whole number from 1 to 65535' })
  .int({ error: 'expected a whole number from 1 to 65535' })
  .min(1, { error: 'expected a whole number from 1 to 65535' })
  .max(65535, { error: 'expected a whole number from 1 to 65535' });

const postgresUrl = z.string().refine((v) => /^postgres(ql)?:\/\/.+/.test(v), { error: 'expected a postgres:// or postgresql:// URL' });

const httpUrl = z
  .string()
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), { error: 'expected an http:// or https:// URL' });

/** An https:// address, kept as its origin (scheme, host and port). */
const httpsOrigin = z
  .string()
  .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', { error: 'expected an https:// address' })
  .transform((v) => new URL(v).origin);

const TRUST_PROXY_HELP =
  'expected the number of proxies in front of the server (1, 2, ...) or their addresses/CIDRs (10.0.0.0/8,127.0.0.1); ' +
  '"true" would let any client choose its IP with X-Forwarded-For';

/** An IPv4/IPv6 address, or one with a /prefix in range. */
function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Security review finding 2: `true` trusts every X-Forwarded-For hop, so the client picks its own IP
 * (Fastify takes the leftmost entry). Only a hop count or the proxies' own addresses are accepted;
 * `false` (or unset) is off.
 */
const trustProxy = z.string().transform((v, ctx): false | number | string[] => {
  const value = v.trim();
  if (value === 'false') return false;
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  if (entries.length && entries.every(isAddressOrCidr)) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
});

/** The National Tax Agency's registration number of a qualified invoice issuer: T and 13 digits (T1234567890123). */
const invoiceNumber = z
  .string()
  .trim()
  .refine((v) => /^T\d{13}$/.test(v), { error: 'expected T followed by 13 digits (the registration number, e.g. T1234567890123)' });

/** Comma-separated emails, compared as accounts store them (trimmed, lower-cased). */
const ownerEmails = z.string().transform((v, ctx): string[] => {
  const emails = v
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const bad = emails.find((e) => !z.email().safeParse(e).success);
  if (bad === undefined) return emails;
  ctx.addIssue({ code: 'custom', message: `"${bad}" is not an email address (expected a comma-separated list of emails)` });
  return z.NEVER;
});

const schoolEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'expected an email address' }));

/**
 * Fastify's trustProxy for the configured value. A hop count trusts that many hops nearest the server
 * (the socket's peer first), so the visitor's IP is the X-Forwarded-For entry the outermost trusted
 * proxy appended: Fastify 5.12 reads a bare number as "trust nothing", so it is given as a function.
 */
export function fastifyTrustProxy(trust: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Environment variables. Later integrations add their keys here. */
const envSchema = z.object({
  PORT: optional(port),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(postgresUrl),
  PUBLIC_URL: optional(httpUrl),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'], { error: 'expected development, production or test' })),
  // Integrations: unset means the built-in local default.
  SMTP_URL: optional(z.string()),
  MAIL_FROM: optional(z.string()),
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_ISSUER: optional(httpUrl),
  // LINE: the LINE Login channel (sign-in, connect) and the Messaging API channel (pushes, webhook); unset: no LINE.
  LINE_LOGIN_CHANNEL_ID: optional(z.string()),
  LINE_LOGIN_CHANNEL_SECRET: optional(z.string()),
  LINE_CHANNEL_ACCESS_TOKEN: optional(z.string()),
  LINE_CHANNEL_SECRET: optional(z.string()),
  LINE_ISSUER: optional(httpUrl),
  LINE_API_BASE: optional(httpUrl),
  SCHEDULE_FILE: optional(z.string()),
  // Behind a load balancer: which hops to trust for the client's IP (rate limits count per IP).
  TRUST_PROXY: optional(trustProxy),
  // Hours before the class the reminder email goes out; 0 turns reminders off.
  REMINDER_HOURS: optional(
    z.coerce
      .number({ error: 'expected a whole number of hours from 0 (off) to 336' })
      .int({ error: 'expected a whole number of hours from 0 (off) to 336' })
      .min(0, { error: 'expected a whole number of hours from 0 (off) to 336' })
      .max(336, { error: 'expected a whole number of hours from 0 (off) to 336' }),
  ),
  // The qualified invoice system (インボイス制度, since 2023-10-01): with both set, receipts are qualified invoices.
  INVOICE_REGISTRATION_NUMBER: optional(invoiceNumber),
  SCHOOL_LEGAL_NAME: optional(z.string().trim().min(1).max(200, { error: 'expected at most 200 characters' })),
  // The accounts made owners once their email is verified, and the school's address for booking notices.
  OWNER_EMAILS: optional(ownerEmails),
  SCHOOL_EMAIL: optional(schoolEmail),
  // The language of SCHOOL_EMAIL's notices.
  SCHOOL_EMAIL_LANGUAGE: optional(z.enum(LANGUAGE_CODES, { error: `expected one of ${LANGUAGE_CODES.join(', ')}` })),
  // Where teachers' photos may come from besides this site: the CSP allows its images, the console only its addresses.
  TEACHER_PHOTO_HOST: optional(httpsOrigin),
});

type Env = z.infer<typeof envSchema>;

/** Every variable read here: .env.example must document exactly these (a test checks). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as Array<keyof Env>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Where visitors reach the site, without a trailing slash (used in links in emails). */
  publicUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** The built SPA (webpack output). */
  staticDir: string;
  /** Read at run time from the source tree, so the build needs no copy step. */
  migrationsDir: string;
  /** The school's schedule (config/schedule.json unless SCHEDULE_FILE says otherwise). */
  scheduleFile: string;
  /** package.json: the OpenAPI document's title and version. */
  packageFile: string;
  smtpUrl?: string;
  mailFrom?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  googleClientId?: string;
  googleClientSecret?: string;
  googleIssuer?: string;
  /** LINE Login (both set, else no LINE sign-in or connect anywhere). */
  lineLoginChannelId?: string;
  lineLoginChannelSecret?: string;
  /** The Messaging API channel (both set, else no LINE pushes and no webhook). */
  lineChannelAccessToken?: string;
  lineChannelSecret?: string;
  /** LINE Login's OpenID issuer (https://access.line.me) and the API's base (https://api.line.me); tests point them at stand-ins. */
  lineIssuer: string;
  lineApiBase: string;
  /** Fastify's trustProxy: off, the number of proxy hops, or the proxies' addresses/CIDRs. Never `true`. */
  trustProxy: false | number | string[];
  /** Hours before the class the reminder goes out (24); 0: no reminders. */
  reminderHours: number;
  /** The school's qualified invoice issuer registration number (登録番号); unset: receipts are plain receipts. */
  invoiceRegistrationNumber?: string;
  /** The school's legal name as registered, printed as the receipts' issuer. */
  schoolLegalName?: string;
  /** Accounts that become owners once their email is verified (the first owner comes from here). */
  ownerEmails: string[];
  /** The school's address: it gets an email for each new paid booking and each cancellation. */
  schoolEmail?: string;
  /** The language of the school's address's notices (English unless SCHOOL_EMAIL_LANGUAGE says otherwise). */
  schoolEmailLanguage: LanguageCode;
  /** TEACHER_PHOTO_HOST's origin: teachers' photos may be there or on this site (the CSP's img-src says the same). */
  teacherPhotoHost?: string;
}

function describe(error: z.ZodError): string {
  const parts = error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return `Invalid configuration: ${parts.join('; ')}`;
}

function toConfig(env: Env, appRoot: string): Config {
  const port = env.PORT ?? 3000;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(appRoot, env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    nodeEnv: env.NODE_ENV ?? 'production',
    staticDir: path.join(appRoot, 'dist'),
    migrationsDir: path.join(appRoot, 'src', 'server', 'db', 'migrations'),
    scheduleFile: path.resolve(appRoot, env.SCHEDULE_FILE ?? 'config/schedule.json'),
    packageFile: path.join(appRoot, 'package.json'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET,
    googleIssuer: env.GOOGLE_ISSUER, // kept verbatim: OIDC compares issuers exactly
    lineLoginChannelId: env.LINE_LOGIN_CHANNEL_ID,
    lineLoginChannelSecret: env.LINE_LOGIN_CHANNEL_SECRET,
    lineChannelAccessToken: env.LINE_CHANNEL_ACCESS_TOKEN,
    lineChannelSecret: env.LINE_CHANNEL_SECRET,
    lineIssuer: env.LINE_ISSUER ?? 'https://access.line.me',
    lineApiBase: (env.LINE_API_BASE ?? 'https://api.line.me').replace(/\/+$/, ''),
    trustProxy: env.TRUST_PROXY ?? false,
    reminderHours: env.REMINDER_HOURS ?? 24,
    invoiceRegistrationNumber: env.INVOICE_REGISTRATION_NUMBER,
    schoolLegalName: env.SCHOOL_LEGAL_NAME,
    ownerEmails: env.OWNER_EMAILS ?? [],
    schoolEmail: env.SCHOOL_EMAIL,
    schoolEmailLanguage: env.SCHOOL_EMAIL_LANGUAGE ?? 'en',
    teacherPhotoHost: env.TEACHER_PHOTO_HOST,
  };
}

/** Parses the environment once at start-up; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>, appRoot: string): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describe(parsed.error));
  // A qualified invoice names its issuer as registered: a number without the name would print an invalid one.
  if (parsed.data.INVOICE_REGISTRATION_NUMBER && !parsed.data.SCHOOL_LEGAL_NAME)
    throw new ConfigError(
      'Invalid configuration: SCHOOL_LEGAL_NAME: required when INVOICE_REGISTRATION_NUMBER is set (the issuer name on qualified invoices)',
    );
  return toConfig(parsed.data, appRoot);
}
