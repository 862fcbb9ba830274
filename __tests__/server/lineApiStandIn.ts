import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for LINE's Messaging API (LINE_API_BASE) in tests, never the real LINE: it records each push
// (the X-Line-Retry-Key too), answers 409 to a retry key it has accepted before as LINE does, can be told to
// fail the next pushes with 500 (down) or 400 (refused), and serves the friendship status API.

export interface RecordedPush {
  to: string;
  text: string;
  retryKey: string | undefined;
  authorization: string | undefined;
}

export interface LineApiStandIn {
  base: string;
  pushes: RecordedPush[];
  /** The answer to the next `count` pushes (500: LINE is down; 400: LINE refuses them; 'lost': taken, never answered). */
  failNext(count: number, status: 500 | 400 | 'lost'): void;
  /** What GET /friendship/v1/status says (friendFlag). */
  friend: boolean;
  stop(): Promise<void>;
}

export async function startLineApi(): Promise<LineApiStandIn> {
  const accepted = new Set<string>();
  let failures: { count: number; status: number | 'lost' } = { count: 0, status: 500 };
  const api: Omit<LineApiStandIn, 'base' | 'stop'> = {
    pushes: [],
    friend: true,
    failNext: (count, status) => void (failures = { count, status }),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'GET' && req.url === '/friendship/v1/status') return json(200, { friendFlag: api.friend });
      if (req.method !== 'POST' || req.url !== '/v2/bot/message/push') return json(404, { message: 'Not found' });
      if (failures.count > 0 && failures.status === 'lost') {
        failures.count--;
        const key = req.headers['x-line-retry-key'] as string;
        accepted.add(key);
        const { to, messages } = JSON.parse(body) as { to: string; messages: Array<{ text: string }> };
        api.pushes.push({ to, text: messages.map((m) => m.text).join('\n'), retryKey: key, authorization: req.headers.authorization });
        return; // the answer never comes
      }
      if (failures.count > 0 && typeof failures.status === 'number') {
        failures.count--;
        return json(failures.status, { message: failures.status === 400 ? 'The user is not a friend' : 'Internal error' });
      }
      const retryKey = req.headers['x-line-retry-key'] as string | undefined;
      if (retryKey && accepted.has(retryKey)) return json(409, { message: 'The retry key is already accepted' });
      if (retryKey) accepted.add(retryKey);
      const { to, messages } = JSON.parse(body) as { to: string; messages: Array<{ type: string; text: string }> };
      api.pushes.push({ to, text: messages.map((m) => m.text).join('\n'), retryKey, authorization: req.headers.authorization });
      return json(200, { sentMessages: [{ id: String(api.pushes.length) }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(api, {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the never-answered requests
      }),
  });
}
