import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/server/config';

const root = path.resolve('/srv/gtss');

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env, root);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
}

test('an empty environment gives the documented defaults', () => {
  expect(loadConfig({}, root)).toEqual({
    port: 3000,
    host: '127.0.0.1',
    dataDir: path.join(root, 'data'),
    databaseUrl: undefined,
    publicUrl: 'http://localhost:3000',
    nodeEnv: 'production',
    staticDir: path.join(root, 'dist'),
    migrationsDir: path.join(root, 'src', 'server', 'db', 'migrations'),
    scheduleFile: path.join(root, 'config', 'schedule.json'),
    packageFile: path.join(root, 'package.json'),
    smtpUrl: undefined,
    mailFrom: undefined,
    stripeSecretKey: undefined,
    stripeWebhookSecret: undefined,
    googleClientId: undefined,
    googleClientSecret: undefined,
    googleIssuer: undefined,
    lineLoginChannelId: undefined,
    lineLoginChannelSecret: undefined,
    lineChannelAccessToken: undefined,
    lineChannelSecret: undefined,
    lineIssuer: 'https://access.line.me',
    lineApiBase: 'https://api.line.me',
    trustProxy: false,
    reminderHours: 24,
    invoiceRegistrationNumber: undefined,
    schoolLegalName: undefined,
    ownerEmails: [],
    schoolEmail: undefined,
    schoolEmailLanguage: 'en',
  });
});

test('OWNER_EMAILS: a comma-separated list, trimmed and lower-cased; a non-email is refused by name', () => {
  expect(loadConfig({ OWNER_EMAILS: ' Owner@School.example, second@school.example,' }, root).ownerEmails).toEqual([
    'owner@school.example',
    'second@school.example',
  ]);
  expect(() => loadConfig({ OWNER_EMAILS: 'owner@school.example, nobody' }, root)).toThrow(
    'Invalid configuration: OWNER_EMAILS: "nobody" is not an email address (expected a comma-separated list of emails)',
  );
  expect(loadConfig({ SCHOOL_EMAIL: 'Desk@School.example' }, root).schoolEmail).toBe('desk@school.example');
  expect(() => loadConfig({ SCHOOL_EMAIL: 'desk' }, root)).toThrow('Invalid configuration: SCHOOL_EMAIL: expected an email address');
});

test('SCHOOL_EMAIL_LANGUAGE: one of the four languages, English by default; another value is refused by name', () => {
  expect(loadConfig({}, root).schoolEmailLanguage).toBe('en');
  expect(loadConfig({ SCHOOL_EMAIL_LANGUAGE: 'ja' }, root).schoolEmailLanguage).toBe('ja');
  expect(loadConfig({ SCHOOL_EMAIL_LANGUAGE: 'zh-TW' }, root).schoolEmailLanguage).toBe('zh-TW');
  expect(() => loadConfig({ SCHOOL_EMAIL_LANGUAGE: 'jp' }, root)).toThrow(
    'Invalid configuration: SCHOOL_EMAIL_LANGUAGE: expected one of en, zh-CN, zh-TW, ja',
  );
});

test('REMINDER_HOURS: whole hours from 0 (off) to two weeks', () => {
  expect(loadConfig({ REMINDER_HOURS: '0' }, root).reminderHours).toBe(0);
  expect(loadConfig({ REMINDER_HOURS: '48' }, root).reminderHours).toBe(48);
  for (const bad of ['-1', '1.5', 'tomorrow', '337'])
    expect(() => loadConfig({ REMINDER_HOURS: bad }, root)).toThrow(
      /^Invalid configuration: REMINDER_HOURS: expected a whole number of hours/,
    );
});

test("TRUST_PROXY takes a hop count or the proxies' addresses/CIDRs, and refuses true (security review finding 2)", () => {
  expect(loadConfig({ TRUST_PROXY: '1' }, root).trustProxy).toBe(1);
  expect(loadConfig({ TRUST_PROXY: '2' }, root).trustProxy).toBe(2);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, root).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }, root).trustProxy).toEqual(['::1', 'fd00::/8']);
  expect(loadConfig({ TRUST_PROXY: 'false' }, root).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '' }, root).trustProxy).toBe(false);
  for (const bad of ['true', 'TRUE', 'yes', '0', '-1', '1.5', '10.0.0.0/33', '10.0.0.0/8,', 'proxy.example.com', '127.0.0.1/8/1']) {
    expect(() => loadConfig({ TRUST_PROXY: bad }, root)).toThrow(/^Invalid configuration: TRUST_PROXY: expected the number of proxies/);
  }
});

test('values are taken from the environment', () => {
  const config = loadConfig(
    {
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/gtss',
      DATABASE_URL: 'postgresql://u:p@db:5432/gtss',
      PUBLIC_URL: 'https://book.example.com/',
      NODE_ENV: 'development',
      STRIPE_SECRET_KEY: 'sk_test_1',
    },
    root,
  );
  expect(config).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    dataDir: '/var/lib/gtss',
    databaseUrl: 'postgresql://u:p@db:5432/gtss',
    publicUrl: 'https://book.example.com',
    nodeEnv: 'development',
    stripeSecretKey: 'sk_test_1',
  });
});

test('PUBLIC_URL defaults to the chosen port; a relative DATA_DIR is resolved against the app root', () => {
  const config = loadConfig({ PORT: '4000', DATA_DIR: 'var/db' }, root);
  expect(config.publicUrl).toBe('http://localhost:4000');
  expect(config.dataDir).toBe(path.join(root, 'var', 'db'));
});

test('an empty variable means its default', () => {
  expect(loadConfig({ PORT: '', DATABASE_URL: '', NODE_ENV: ' ' }, root)).toMatchObject({
    port: 3000,
    databaseUrl: undefined,
    nodeEnv: 'production',
  });
});

test.each(['abc', '0', '65536', '3.5', '-1'])('PORT=%s is refused, naming PORT', (value) => {
  expect(errorOf({ PORT: value })).toBe('Invalid configuration: PORT: expected a whole number from 1 to 65535');
});

test.each([
  ['DATABASE_URL', 'mysql://db/gtss', 'expected a postgres:// or postgresql:// URL'],
  ['DATABASE_URL', 'db.example.com', 'expected a postgres:// or postgresql:// URL'],
  ['PUBLIC_URL', 'not a url', 'expected an http:// or https:// URL'],
  ['PUBLIC_URL', 'ftp://example.com', 'expected an http:// or https:// URL'],
  ['NODE_ENV', 'staging', 'expected development, production or test'],
  ['GOOGLE_ISSUER', 'accounts.google.com', 'expected an http:// or https:// URL'],
])('%s=%s is refused, naming the variable', (name, value, reason) => {
  expect(errorOf({ [name]: value })).toBe(`Invalid configuration: ${name}: ${reason}`);
});

test('several bad variables are all named', () => {
  const message = errorOf({ PORT: 'x', NODE_ENV: 'staging' });
  expect(message).toMatch(/PORT: /);
  expect(message).toMatch(/NODE_ENV: /);
});

test('the qualified invoice settings: a registration number (T + 13 digits) with the legal name', () => {
  const config = loadConfig({ INVOICE_REGISTRATION_NUMBER: ' T1234567890123 ', SCHOOL_LEGAL_NAME: '株式会社GTSS' }, root);
  expect(config).toMatchObject({ invoiceRegistrationNumber: 'T1234567890123', schoolLegalName: '株式会社GTSS' });
  expect(loadConfig({ SCHOOL_LEGAL_NAME: 'GTSS Co., Ltd.' }, root).invoiceRegistrationNumber).toBeUndefined();
});

test.each(['1234567890123', 'T123456789012', 'T12345678901234', 't1234567890123', 'T12345678901x3'])(
  'INVOICE_REGISTRATION_NUMBER=%s is refused, naming the variable',
  (value) => {
    expect(errorOf({ INVOICE_REGISTRATION_NUMBER: value, SCHOOL_LEGAL_NAME: 'GTSS' })).toBe(
      'Invalid configuration: INVOICE_REGISTRATION_NUMBER: expected T followed by 13 digits (the registration number, e.g. T1234567890123)',
    );
  },
);

test('a registration number without SCHOOL_LEGAL_NAME stops the start, naming the missing variable', () => {
  expect(errorOf({ INVOICE_REGISTRATION_NUMBER: 'T1234567890123' })).toMatch(
    /^Invalid configuration: SCHOOL_LEGAL_NAME: required when INVOICE_REGISTRATION_NUMBER is set/,
  );
  expect(errorOf({ INVOICE_REGISTRATION_NUMBER: 'T1234567890123', SCHOOL_LEGAL_NAME: '  ' })).toMatch(
    /^Invalid configuration: SCHOOL_LEGAL_NAME: /,
  );
});
