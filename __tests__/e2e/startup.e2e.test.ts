import { startServer, type RunningServer } from './harness';

// What a newcomer sees after `npm start`: the site's address and, with no SMTP_URL, the dev mailbox's, each as
// a readable line (not only inside a JSON log line), and the mailbox answers there.
/** The output pipes may deliver a little after /api/health first answers. */
async function outputWith(server: RunningServer, text: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (!server.output().includes(text) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return server.output();
}

describe('start-up output', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  test('a first start on an empty data directory makes its database; without SMTP_URL, a readable line says where the dev mailbox is, and it opens', async () => {
    server = await startServer({}, { emptyDataDir: true }); // as on a new machine: initdb and every migration
    const line = (await outputWith(server, 'Dev mailbox'))
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.startsWith('Dev mailbox (no SMTP_URL; this machine only): '));
    expect(line).toBeDefined();
    const url = line!.slice(line!.indexOf('http'));
    expect(url.startsWith(`${server.baseUrl}/api/dev/mailbox/`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Dev mailbox</h1>');
    expect(server.output()).toContain(`Site: ${server.baseUrl}`);
  });

  test('with SMTP_URL set there is no dev mailbox, and no line about one', async () => {
    server = await startServer({ SMTP_URL: 'smtp://127.0.0.1:9' });
    expect(await outputWith(server, 'GTSS booking site listening on')).toContain('GTSS booking site listening on');
    expect(server.output()).not.toContain('Dev mailbox');
  });
});
