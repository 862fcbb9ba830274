import net from 'node:net';
import { startServer } from './harness';

// A shutdown deadline: SIGTERM closes the server gracefully, letting in-flight requests
// finish; a request that never finishes must not keep the process alive forever. The server gives up
// after its deadline (10 s), says so, and exits with 1.
jest.setTimeout(120_000);

test('SIGTERM with a request that never finishes: the process still exits, saying the shutdown ran out of time', async () => {
  const server = await startServer();
  // a client that sends its headers and one byte of a 1000-byte body, then nothing
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    'POST /api/public/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
  );
  await new Promise((r) => setTimeout(r, 500)); // the request is in flight
  const exit = new Promise<number | null>((resolve) => {
    const poll = setInterval(() => {
      try {
        process.kill(server.pid, 0);
      } catch {
        clearInterval(poll);
        resolve(null);
      }
    }, 200);
  });
  process.kill(server.pid, 'SIGTERM');
  await exit; // before the deadline this waited forever (the test's time-out)
  socket.destroy();
  expect(server.output()).toMatch(/SIGTERM: closing/);
  expect(server.output()).toMatch(/shutdown did not finish within 10 s: exiting/);
  await server.stop();
});

test('SIGTERM on an idle server: it closes at once and cleanly, without the deadline', async () => {
  const server = await startServer();
  await server.terminate();
  expect(server.output()).toMatch(/SIGTERM: closing/);
  expect(server.output()).not.toMatch(/shutdown did not finish/);
  await server.stop();
});
