import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ScheduleError } from './booking/schedule.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDb } from './db/db.js';
import { migrate } from './db/migrate.js';
import { loadEnvFile } from './envFile.js';
import { loggerOptions } from './logging.js';

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

// dist-server/server/server.js -> the project root, where dist/ and src/server/db/migrations live.
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function configOrExit(): { config: Config; envFile: string | null } {
  try {
    const envFile = loadEnvFile(process.cwd()); // before the configuration is read
    return { config: loadConfig(process.env, appRoot), envFile };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message); // the message names the variable; a stack would only hide it
    process.exit(1);
  }
}

async function main() {
  const { config, envFile } = configOrExit();
  const db = await openDb(config);
  await migrate(db, config.migrationsDir);
  const logger = loggerOptions(config.nodeEnv === 'development' ? 'debug' : 'info');
  const app = await buildApp({ config, db, logger });
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`GTSS booking site listening on ${config.publicUrl}`);
  if (envFile) app.log.info(`Settings read from ${envFile} (variables set in the environment take precedence)`);
  if (app.devMailboxPath) {
    const where = `Dev mailbox (no SMTP_URL; this machine only): ${config.publicUrl}${app.devMailboxPath}`;
    app.log.info(where);
    // The JSON log is for machines; a newcomer after `npm start` reads this line (npm run dev shows the log readably).
    if (config.nodeEnv !== 'development') process.stderr.write(`\n  Site: ${config.publicUrl}\n  ${where}\n\n`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    // A close that hangs (a client that never finishes its request) must not keep the process alive:
    // a process manager would wait forever, or kill it without the database's flush anyway.
    setTimeout(() => {
      app.log.error(`shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await db.close(); // PGlite flushes to DATA_DIR; pg ends its pool
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  // A bad setting (environment or schedule file): its message names it, a stack would only hide it.
  console.error(error instanceof ConfigError || error instanceof ScheduleError ? error.message : error);
  process.exit(1);
});
