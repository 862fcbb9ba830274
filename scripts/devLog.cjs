// npm run dev: the server's pino JSON lines made readable, "12:34:56 INFO  msg key=value", without pino-pretty.
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// the same on every line, or shown elsewhere on it
const OMIT = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

const text = (v) => {
  if (typeof v === 'number' && !Number.isInteger(v)) return v.toFixed(1); // responseTime=4.950047000000268
  return typeof v === 'string' && v !== '' && !/[\s"=]/.test(v) ? v : JSON.stringify(v);
};
const indent = (s) => s.replace(/^/gm, '    ');

/** One pino line as "HH:MM:SS LEVEL msg key=value …" (nested objects one level deep: req.url=…); other lines unchanged. */
function formatLogLine(line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (entry === null || typeof entry !== 'object' || typeof entry.level !== 'number') return line;
  const fields = [];
  let stack = '';
  for (const [key, value] of Object.entries(entry)) {
    if (OMIT.has(key)) continue;
    if (key === 'err' && value && typeof value === 'object') {
      fields.push(`err=${text(value.message)}`);
      if (value.stack) stack = `\n${indent(value.stack)}`; // the whole stack, below the line, as a developer reads it
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) fields.push(`${key}.${k}=${text(v)}`);
    } else {
      fields.push(`${key}=${text(value)}`);
    }
  }
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[entry.level] ?? String(entry.level)).padEnd(5);
  return [time, level, entry.msg ?? '', ...fields].join(' ').trimEnd() + stack;
}

module.exports = { formatLogLine };
