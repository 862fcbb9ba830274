/** Jest's global teardown: stops the PostgreSQL that the global setup started, if it started one. */
export default async function globalTeardown() {
  await globalThis.gtssTestPostgres?.stop();
}
