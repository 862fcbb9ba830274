import fs from 'node:fs';
import path from 'node:path';
import util from 'node:util';
import { ConfigError } from './config.js';

/**
 * Fills `env` (process.env at start-up) from `dir/.env`, for a developer's settings (.env.example lists them).
 * A variable already set wins, as with Node's --env-file, so the shell or a process manager still decides.
 * Returns the file read, or null when there is none.
 */
export function loadEnvFile(dir: string, env: Record<string, string | undefined> = process.env): string | null {
  const file = path.join(dir, '.env');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // util.parseEnv arrived in Node 20.12; engines allows any 20, and a silently ignored file would mislead.
  if (typeof util.parseEnv !== 'function') throw new ConfigError(`${file}: reading a .env file needs Node 20.12 or newer`);
  for (const [key, value] of Object.entries(util.parseEnv(text))) {
    if (env[key] === undefined) env[key] = value;
  }
  return file;
}
