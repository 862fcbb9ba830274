import fs from 'node:fs';
import path from 'node:path';

// A page test that asks for Jest's own jsdom environment (`@jest-environment jsdom`) still passes, only several
// times slower: without the mended selector engine (__tests__/setup/jsdomEnvironment.cjs), nwsapi's identifier
// pattern backtracks on MUI's class names. Nothing else would notice, so this does.
const ROOT = path.resolve(__dirname, '../..');
const MENDED = './__tests__/setup/jsdomEnvironment.cjs';

/** The environment a file's leading docblock names, where Jest reads it (a comment further down is not one). */
const docblockEnvironment = (source: string) => /^\s*\/\*\*[\s\S]*?\*\//.exec(source)?.[0].match(/@jest-environment\s+(\S+)/)?.[1];

test('every test file that asks for a DOM gets the jsdom environment with the mended selector engine', () => {
  const files = fs
    .readdirSync(path.join(ROOT, '__tests__'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file));
  const asked = files
    .map((file) => path.join('__tests__', file))
    .map((file) => ({ file, environment: docblockEnvironment(fs.readFileSync(path.join(ROOT, file), 'utf8')) }))
    .filter(({ environment }) => environment !== undefined);
  expect(asked.length).toBeGreaterThanOrEqual(28);
  expect(asked.filter(({ environment }) => environment !== MENDED)).toEqual([]);
});
