import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { ListenEvents, SubscribeOptions, Subscription } from './types.js';

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). A connection
 * that errors, ends or does not answer the periodic probe is reported down, dropped, and replaced
 * after a back-off; `up` is reported only once the new connection is listening.
 */
export async function pgSubscribe(
  databaseUrl: string,
  channel: string,
  events: ListenEvents,
  options: SubscribeOptions = {},
): Promise<Subscription> {
  const connectionName = `gtss-listen-${process.pid}-${randomBytes(4).toString('hex')}`;
  const firstRetryMs = options.retryMs ?? 1000;
  const probeMs = options.probeMs ?? 10_000;
  let retryMs = firstRetryMs;
  let stopped = false;
  let current: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let settleFirst: () => void = () => undefined;
  const firstAttempt = new Promise<void>((resolve) => (settleFirst = resolve));

  const connect = () => {
    if (stopped) return;
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: connectionName,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    });
    current = client;
    let lost = false;
    const lose = (error: Error) => {
      if (lost) return;
      lost = true;
      clearInterval(probeTimer);
      if (stopped) return; // close() ends the client itself
      if (current === client) current = null;
      client.end().catch(() => undefined);
      events.down(error);
      settleFirst();
      retryTimer = setTimeout(connect, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('the listening connection ended')));
    client.on('notification', (n) => {
      if (n.channel === channel) events.notified(n.payload ?? '');
    });
    client
      .connect()
      .then(() => client.query(`listen ${quoteIdent(channel)}`))
      .then(() => {
        if (lost || stopped) return;
        retryMs = firstRetryMs;
        events.up();
        settleFirst();
        probeTimer = setInterval(() => {
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('the listening connection did not answer the probe')), 5000);
          });
          Promise.race([client.query('select 1'), timeout]).then(
            () => clearTimeout(timer),
            (e: Error) => {
              clearTimeout(timer);
              lose(e);
            },
          );
        }, probeMs);
        probeTimer.unref();
      }, lose);
  };
  connect();
  await firstAttempt;
  return {
    connectionName,
    async close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(probeTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}
