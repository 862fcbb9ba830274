import fs from 'node:fs';
import path from 'node:path';

// A page test that asks for Jest's own jsdom environment (`@jest-environment jsdom`) still passes, only several
// times slower: without the mended selector engine (__tests__/setup/jsdomEnvironment.cjs), nwsapi's identifier
// pattern backtracks on MUI's class names. Nothing else would notice, so this does.
const ROOT = path.resolve(__dirname, '../..');
const MENDED = './__tests__/setup/jsdomEnvironment.cjs';

const testFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** The environment a file's leading docblock names, where Jest reads it (a comment further down is not one). */
const docblockEnvironment = (source: string) => /^\s*\/\*\*[\s\S]*?\*\//.exec(source)?.[0].match(/@jest-environment\s+(\S+)/)?.[1];

test('every test file that asks for a DOM gets the jsdom environment with the mended selector engine', () => {
  const files = testFiles(path.join(ROOT, '__tests__'));
  const asked = files
    .map((file) => ({ file: path.relative(ROOT, file), environment: docblockEnvironment(fs.readFileSync(file, 'utf8')) }))
    .filter(({ environment }) => environment !== undefined);
  expect(asked.length).toBeGreaterThanOrEqual(28);
  expect(asked.filter(({ environment }) => environment !== MENDED)).toEqual([]);
});
