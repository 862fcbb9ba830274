import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import util from 'node:util';
import { ENV_VARIABLES, loadConfig } from '../../src/server/config';
import { loadEnvFile } from '../../src/server/envFile';

const EXAMPLE = path.resolve(__dirname, '../../.env.example');
const root = path.resolve('/srv/gtss');

function tempDir(files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-env-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

test('.env.example documents exactly the variables config.ts reads', () => {
  const text = fs.readFileSync(EXAMPLE, 'utf8');
  const listed = [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
  expect([...listed].sort()).toEqual([...ENV_VARIABLES].sort());
  expect(new Set(listed).size).toBe(listed.length);
});

test('a plain copy of .env.example changes nothing', () => {
  const env = util.parseEnv(fs.readFileSync(EXAMPLE, 'utf8'));
  expect(loadConfig(env, root)).toEqual(loadConfig({}, root));
});

test('a .env value is used, but a variable already set in the environment wins', () => {
  const dir = tempDir({ '.env': 'PORT=4000\nHOST=0.0.0.0\n# MAIL_FROM=ignored\nPUBLIC_URL="http://book.test:4000"\n' });
  const env: Record<string, string | undefined> = { PORT: '5000' };
  expect(loadEnvFile(dir, env)).toBe(path.join(dir, '.env'));
  expect(env).toEqual({ PORT: '5000', HOST: '0.0.0.0', PUBLIC_URL: 'http://book.test:4000' });
  fs.rmSync(dir, { recursive: true, force: true });
});

test('an empty variable in the environment still counts as set', () => {
  const dir = tempDir({ '.env': 'PORT=4000\n' });
  const env: Record<string, string | undefined> = { PORT: '' };
  loadEnvFile(dir, env);
  expect(env).toEqual({ PORT: '' });
  fs.rmSync(dir, { recursive: true, force: true });
});

test('without a .env file nothing changes', () => {
  const dir = tempDir();
  const env = { HOST: '127.0.0.1' };
  expect(loadEnvFile(dir, env)).toBeNull();
  expect(env).toEqual({ HOST: '127.0.0.1' });
  fs.rmSync(dir, { recursive: true, force: true });
});
