import { formatLogLine } from '../../scripts/devLog.cjs';

// npm run dev shows the server's pino lines through this.
const time = Date.UTC(2026, 10, 24, 6, 30, 42);
const clock = new Date(time).toTimeString().slice(0, 8); // the developer's local time

test('a pino line becomes "HH:MM:SS LEVEL msg key=value", nested objects one level deep', () => {
  const line = JSON.stringify({
    level: 30,
    time,
    pid: 1,
    hostname: 'h',
    reqId: 'req-1',
    req: { method: 'GET', url: '/api/ping' },
    responseTime: 4.950047,
    msg: 'incoming request',
  });
  expect(formatLogLine(line)).toBe(`${clock} INFO  incoming request reqId=req-1 req.method=GET req.url=/api/ping responseTime=5.0`);
});

test('an error shows its message on the line and its stack below', () => {
  const line = JSON.stringify({ level: 50, time, err: { message: 'boom here', stack: 'Error: boom here\n    at x' }, msg: 'failed' });
  expect(formatLogLine(line)).toBe(`${clock} ERROR failed err="boom here"\n    Error: boom here\n        at x`);
});

test('anything else is shown as it came', () => {
  for (const line of ['Restarting server.js', '{"not":"pino"}', 'Invalid configuration: PORT: expected a whole number'])
    expect(formatLogLine(line)).toBe(line);
});
