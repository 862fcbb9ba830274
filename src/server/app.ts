import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE } from '../shared/constants.js';
import { ConfigError, fastifyTrustProxy, type Config } from './config.js';
import type { Db } from './db/db.js';
import { errorHandler } from './errors.js';
import { healthRoutes } from './routes/healthRoutes.js';
import { bookingRoutes } from './routes/bookingRoutes.js';
import { googleSignIn } from './accounts/google.js';
import { authRoutes } from './routes/authRoutes.js';
import { devMailboxRoutes } from './routes/devMailboxRoutes.js';
import { GOOGLE_CALLBACK_PATH, googleRoutes } from './routes/googleRoutes.js';
import { lineLogin } from './accounts/line.js';
import { LINE_CALLBACK_PATH, LINE_META_NAME } from '../shared/line.js';
import { lineRoutes } from './routes/lineRoutes.js';
import { lineWebhookRoutes } from './routes/lineWebhookRoutes.js';
import { meRoutes } from './routes/meRoutes.js';
import { adminRoutes } from './routes/adminRoutes.js';
import { receiptRoutes } from './routes/receiptRoutes.js';
import { tuitionReceiptRoutes } from './routes/tuitionReceiptRoutes.js';
import { DEFAULT_ISSUER_NAME } from './receipt/receiptPage.js';
import { apiInfoFrom, collectApiRoutes, openApiRoutes, type ApiRoute } from './openapi.js';
import { stripeWebhookRoutes } from './routes/stripeWebhookRoutes.js';
import { named } from './routes/pluginName.js';
import { testCheckoutRoutes } from './routes/testCheckoutRoutes.js';
import { testTuitionRoutes } from './routes/testTuitionRoutes.js';
import { testPackRoutes } from './routes/testPackRoutes.js';
import { packRoutes } from './routes/packRoutes.js';
import { visitorEnrolmentRoutes } from './routes/visitorEnrolmentRoutes.js';
import { visitorEnrolmentChangeRoutes } from './routes/enrolmentChangeRoutes.js';
import { visitorCreditRoutes } from './routes/visitorCreditRoutes.js';
import { buildServices, type ServiceOverrides, type Services } from './services.js';
import { helmetOptions, noStoreApiAnswers } from './security.js';
import { registerStatic, spaFallback, type PageOptions } from './spa.js';
import { pageSchool } from './school/schoolTags.js';
import { bookingPage } from './booking/bookingPageData.js';
import { bookingRenderer } from './booking/bookingCopy.js';
import { dropOnOwnWrites } from './db/notifiedCache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The booking services behind the routes; tests run the workers (sweeper, mail) by hand through it. */
    services: Services;
    /** PUBLIC_URL is https: cookies are Secure and carry the __Host-/__Secure- prefixes. */
    secureCookies: boolean;
    /** Where the dev mailbox is (its secret path), or null when SMTP_URL is set; server.ts prints it. */
    devMailboxPath: string | null;
    /** Every /api route as registered (GET /api/openapi.json describes those not marked dev-only). */
    apiRoutes: ApiRoute[];
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** Fastify's logger option; tests leave it off. */
  logger?: FastifyServerOptions['logger'];
  /** Replace parts of the booking services (schedule, payment provider, clock, workers) in tests. */
  services?: ServiceOverrides;
}

/** JSON bodies are small; anything bigger is refused with 413. */
export const BODY_LIMIT = 64 * 1024;

/** The Host headers that name this site: PUBLIC_URL's, and the loopback names on the port it listens on. */
const siteHosts = (config: Config) => [
  new URL(config.publicUrl).host,
  `localhost:${config.port}`,
  `127.0.0.1:${config.port}`,
  `[::1]:${config.port}`,
];

/** The whole site: API under /api plus the built SPA. server.ts listens; tests call inject(). */
export async function buildApp({ config, db, logger = false, services: overrides }: AppOptions): Promise<FastifyInstance> {
  // frameworkErrors: a URL that cannot be decoded (%ZZ) is answered before routing; give it our {detail} too.
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT, trustProxy: fastifyTrustProxy(config.trustProxy), frameworkErrors: errorHandler });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  const lineLoginOn = Boolean(config.lineLoginChannelId && config.lineLoginChannelSecret);
  // the client offers LINE only where the page says the site has it (no LINE call that would answer 404)
  const pageOptions: PageOptions = {
    publicUrl: config.publicUrl,
    siteTags: lineLoginOn ? `\n    <meta name="${LINE_META_NAME}" content="on">` : '',
    school: (pathname) => pageSchool(db, pathname, services.deps.schedule.pricePerSlotYen),
    pageData: (request) => bookingPage(services.deps, { secure: secureCookies, render: bookingRenderer(config.staticDir) }, request),
  };
  app.setNotFoundHandler(spaFallback(config.staticDir, pageOptions));
  // JSON only: a text/plain body is what a cross-site form can send without a preflight.
  app.removeContentTypeParser('text/plain');
  const apiRoutes = collectApiRoutes(app); // before the first route
  app.decorate('apiRoutes', apiRoutes);

  await app.register(fastifyHelmet, helmetOptions(config.publicUrl, config.teacherPhotoHost));
  app.addHook('onSend', noStoreApiAnswers);
  await app.register(fastifyCookie);

  // One plugin per area, listed here so the order is visible.
  await app.register(named(healthRoutes), { prefix: API_BASE, db });
  await app.register(named(openApiRoutes), { prefix: API_BASE, routes: apiRoutes, info: apiInfoFrom(config.packageFile) });
  const services = buildServices(config, db, app.log, overrides);
  // A write answered by this process shows in its own next read of either cache at once (notifiedCache.ts).
  app.addHook('onSend', dropOnOwnWrites(services.backoffice, services.availability.cache));
  const secureCookies = config.publicUrl.startsWith('https:');
  app.decorate('secureCookies', secureCookies);
  await app.register(named(authRoutes), { prefix: API_BASE, deps: services.deps, secureCookies });
  await app.register(named(meRoutes), { prefix: API_BASE, deps: services.deps });
  const { googleClientId: clientId, googleClientSecret: clientSecret } = config;
  const google =
    clientId && clientSecret
      ? googleSignIn(
          db,
          {
            clientId,
            clientSecret,
            issuer: config.googleIssuer ?? 'https://accounts.google.com',
            redirectUri: `${config.publicUrl}${API_BASE}${GOOGLE_CALLBACK_PATH}`,
          },
          services.deps.now,
        )
      : null;
  await app.register(named(googleRoutes), { prefix: API_BASE, deps: services.deps, google, secureCookies });
  // LINE: each channel's routes exist only when it is configured (all unset: every LINE path is a 404)
  if (lineLoginOn && config.lineLoginChannelId && config.lineLoginChannelSecret) {
    const line = lineLogin(
      db,
      {
        channelId: config.lineLoginChannelId,
        channelSecret: config.lineLoginChannelSecret,
        issuer: config.lineIssuer,
        apiBase: config.lineApiBase,
        redirectUri: `${config.publicUrl}${API_BASE}${LINE_CALLBACK_PATH}`,
      },
      services.deps.now,
    );
    await app.register(named(lineRoutes), { prefix: API_BASE, deps: services.deps, line, secureCookies });
  }
  if (config.lineChannelAccessToken && config.lineChannelSecret)
    await app.register(named(lineWebhookRoutes), {
      prefix: API_BASE,
      db,
      channelSecret: config.lineChannelSecret,
      log: app.log,
      now: services.deps.now,
    });
  // the visitor's booking routes and the staff's stand on the same booking services
  const bookingServices = {
    deps: services.deps,
    ensureWindow: services.ensureWindow,
    availability: services.availability,
    booking: services.booking,
    backoffice: services.backoffice,
    secureCookies,
  };
  await app.register(named(bookingRoutes), { prefix: API_BASE, ...bookingServices });
  await app.register(named(adminRoutes), { prefix: API_BASE, ...bookingServices });
  const issuer = { name: config.schoolLegalName ?? DEFAULT_ISSUER_NAME, registrationNumber: config.invoiceRegistrationNumber ?? null };
  await app.register(named(receiptRoutes), { prefix: API_BASE, deps: services.deps, issuer });
  await app.register(named(tuitionReceiptRoutes), { prefix: API_BASE, deps: services.deps, issuer });
  if (services.stripe) {
    const webhookSecret = config.stripeWebhookSecret;
    // Stripe payments complete through the webhook: without its secret no booking would ever be confirmed.
    if (!webhookSecret) throw new ConfigError('Invalid configuration: STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
    await app.register(named(stripeWebhookRoutes), { prefix: API_BASE, deps: services.deps, stripe: services.stripe, webhookSecret });
  } else {
    await app.register(named(testCheckoutRoutes), { prefix: API_BASE, deps: services.deps });
    await app.register(named(testTuitionRoutes), { prefix: API_BASE, deps: services.deps });
    await app.register(named(testPackRoutes), { prefix: API_BASE, deps: services.deps });
  }
  await app.register(named(packRoutes), { prefix: API_BASE, deps: services.deps, stripe: services.stripe, secureCookies, issuer });
  await app.register(named(visitorEnrolmentRoutes), { prefix: API_BASE, deps: services.deps, stripe: services.stripe });
  await app.register(named(visitorEnrolmentChangeRoutes), { prefix: API_BASE, deps: services.deps });
  await app.register(named(visitorCreditRoutes), { prefix: API_BASE, deps: services.deps });
  const mailboxKey = config.smtpUrl ? null : randomBytes(18).toString('base64url');
  if (mailboxKey) await app.register(named(devMailboxRoutes), { prefix: API_BASE, db, key: mailboxKey, hosts: siteHosts(config) });
  app.decorate('devMailboxPath', mailboxKey ? `${API_BASE}/dev/mailbox/${mailboxKey}` : null);
  // Last, once the configuration has passed its checks: the first query of the start-up. A schedule that
  // cannot be loaded (a bad seed file) stops the start; what was built so far is closed with it.
  await services.loadSchedule().catch(async (err: unknown) => {
    await app.close();
    throw err;
  });
  app.addHook('onReady', async () => services.start());
  app.addHook('onClose', async () => services.stop());
  app.decorate('services', services);

  await registerStatic(app, config.staticDir, pageOptions);
  return app;
}
