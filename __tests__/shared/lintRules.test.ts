import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// Lint and format in CI: the import rules of eslint.config.js really catch what they are there
// for. A rule that resolves nothing reports nothing (no-cycle did, until the TypeScript parser settings
// were added), so this lints files that break each rule, written into the real tree for the run.
jest.setTimeout(120_000);
const ROOT = path.resolve(__dirname, '../..');

const FIXTURES: Record<string, string> = {
  'src/server/zzLintFixture/a.ts': "import { b } from './b.js';\nexport const a = (): number => b() + 1;\n",
  'src/server/zzLintFixture/b.ts': "import { a } from './a.js';\nexport const b = (): number => a() - 1;\n",
  'src/server/mail/zzLintFixture.ts':
    "import type { BookingRow } from '../booking/bookingRepository.js';\nimport type { UserRow } from '../accounts/userRepository.js';\nexport type Both = [BookingRow, UserRow];\n",
  'src/client/features/zzLintFixture.ts': "import { Header } from '../app/layout/Header.js';\nexport const shown = Header;\n",
  'src/client/zzLintFixture.ts': "import { buildApp } from '../server/app.js';\nexport const app = buildApp;\n",
  'src/server/zzLintFixtureClient.ts': "import { makeStore } from '../client/app/store.js';\nexport const s = makeStore;\n",
  'src/shared/zzLintFixture.ts': "import { makeStore } from '../client/app/store.js';\nexport const p = makeStore;\n",
};

interface LintResult {
  filePath: string;
  messages: Array<{ ruleId: string | null; message: string }>;
}

let results: Record<string, string[]> = {};
beforeAll(async () => {
  for (const [file, text] of Object.entries(FIXTURES)) {
    fs.mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    fs.writeFileSync(path.join(ROOT, file), text);
  }
  try {
    const run = await promisify(execFile)(
      process.execPath,
      ['node_modules/eslint/bin/eslint.js', '--format', 'json', ...Object.keys(FIXTURES)],
      {
        cwd: ROOT,
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((e: { stdout?: string; stderr?: string }) => e); // exit 1: problems found, the JSON is on stdout
    if (!run.stdout) throw new Error(`eslint printed nothing:\n${run.stderr}`);
    const parsed = JSON.parse(run.stdout) as LintResult[];
    results = Object.fromEntries(parsed.map((r) => [path.relative(ROOT, r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]));
  } finally {
    for (const file of Object.keys(FIXTURES)) fs.rmSync(path.join(ROOT, file), { force: true });
    fs.rmSync(path.join(ROOT, 'src/server/zzLintFixture'), { recursive: true, force: true });
  }
});

test('an import cycle is an error, on both of its files', () => {
  expect(results['src/server/zzLintFixture/a.ts']).toEqual(['import-x/no-cycle']);
  expect(results['src/server/zzLintFixture/b.ts']).toEqual(['import-x/no-cycle']);
});

test('mail/ importing booking/ or accounts/ is an error', () => {
  expect(results['src/server/mail/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
});

test('a feature importing the app layout is an error', () => {
  expect(results['src/client/features/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths']);
});

test('client and server never import each other, and shared imports neither', () => {
  expect(results['src/client/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths']);
  expect(results['src/server/zzLintFixtureClient.ts']).toEqual(['import-x/no-restricted-paths']);
  expect(results['src/shared/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths']);
});
