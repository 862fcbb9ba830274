import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE } from '../shared/constants.js';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import { errorHandler } from './errors.js';
import { healthRoutes } from './routes/healthRoutes.js';
import { bookingRoutes } from './routes/bookingRoutes.js';
import { meRoutes } from './routes/meRoutes.js';
import { stripeWebhookRoutes } from './routes/stripeWebhookRoutes.js';
import { testCheckoutRoutes } from './routes/testCheckoutRoutes.js';
import { buildServices, type ServiceOverrides } from './services.js';
import { helmetOptions } from './security.js';
import { registerStatic, spaFallback } from './spa.js';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Fastify's logger option; tests leave it off. */
  logger?: FastifyServerOptions['logger'];
  /** Replace parts of the booking services (schedule, payment provider, clock, workers) in tests. */
  services?: ServiceOverrides;
}

/** DESIGN "API conventions": JSON bodies are small; anything bigger is refused with 413. */
export const BODY_LIMIT = 64 * 1024;

/** The whole site: API under /api plus the built SPA. server.ts listens; tests call inject(). */
export async function buildApp({ config, db, logger = false, services: overrides }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(spaFallback(config.staticDir));

  await app.register(fastifyHelmet, helmetOptions(config.publicUrl));
  await app.register(fastifyCookie);

  // One plugin per area, listed here so the order is visible.
  await app.register(healthRoutes, { prefix: API_BASE, db });
  await app.register(meRoutes, { prefix: API_BASE });
  const services = buildServices(config, db, app.log, overrides);
  const secureCookies = config.publicUrl.startsWith('https:');
  await app.register(bookingRoutes, { prefix: API_BASE, deps: services.deps, ensureWindow: services.ensureWindow, secureCookies });
  if (services.stripe && config.stripeWebhookSecret) {
    await app.register(stripeWebhookRoutes, { prefix: API_BASE, deps: services.deps, stripe: services.stripe, webhookSecret: config.stripeWebhookSecret });
  } else if (!services.stripe) {
    await app.register(testCheckoutRoutes, { prefix: API_BASE, deps: services.deps });
  }
  app.addHook('onReady', async () => services.start());
  app.addHook('onClose', async () => services.stop());
  app.decorate('services', services);

  await registerStatic(app, config.staticDir);
  return app;
}
