import path from 'node:path';
import { z } from 'zod';

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

/** Environment variables (DESIGN "Running it"). Later integrations add their keys here. */
const envSchema = z.object({
  PORT: optional(port),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(postgresUrl),
  PUBLIC_URL: optional(httpUrl),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'], { error: 'expected development, production or test' })),
  // Integrations: unset means the built-in local default (DESIGN "Running it").
  SMTP_URL: optional(z.string()),
  MAIL_FROM: optional(z.string()),
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_ISSUER: optional(httpUrl),
  SCHEDULE_FILE: optional(z.string()),
  // Behind a load balancer: which hops to trust for the client's IP (rate limits count per IP).
  TRUST_PROXY: optional(z.string().transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v))),
});

type Env = z.infer<typeof envSchema>;

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
  smtpUrl?: string;
  mailFrom?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  googleClientId?: string;
  googleClientSecret?: string;
  googleIssuer?: string;
  /** Fastify's trustProxy: true, or the proxies' addresses/CIDRs (comma-separated). Off by default. */
  trustProxy: boolean | string;
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
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET,
    googleIssuer: env.GOOGLE_ISSUER, // kept verbatim: OIDC compares issuers exactly
    trustProxy: env.TRUST_PROXY ?? false,
  };
}

/** Parses the environment once at start-up; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>, appRoot: string): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describe(parsed.error));
  return toConfig(parsed.data, appRoot);
}
