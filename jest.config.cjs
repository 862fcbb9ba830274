// Two projects: fast unit/integration tests (node or jsdom per file) and browser e2e tests,
// which need the production build (`npm run build`) and run one at a time.
// Pages show the visitor's own time beside Japan time when their zone differs. Tests run on a
// clock set to Japan's whatever the machine's TZ (set here, before the test processes start; tests that
// need another zone pass it explicitly: classTimeText's and localTimes' tests, the e2e story).
process.env.TZ = 'Asia/Tokyo';

const common = {
  rootDir: __dirname,
  transform: {
    // The ESM-only packages below are loaded both ways: as ES modules (import(), and require() itself on
    // Node 24, where Jest loads a required ES module natively) and through Jest's CommonJS path (require()
    // on older Node). useESM keeps their ESM syntax exactly when Jest loads them as ESM.
    '/node_modules/(openid-client|oauth4webapi|jose|cookie|content-disposition|pixelmatch)/.+\\.js$': [
      'ts-jest',
      { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false, useESM: true },
    ],
    '^.+\\.[tj]sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
  },
  // ESM-only packages that tests load (openid-client and its deps, cookie@2 via fastify's inject,
  // content-disposition@3 via @fastify/static, pixelmatch@7 in the visual test)
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose|cookie|content-disposition|pixelmatch)/)'],
  // server code uses NodeNext-style '.js' suffixes on relative imports
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Jest's default of 5 s per test is a wall-clock budget: a jsdom test typing into a form took longer on
  // a clean-clone CI run beside a looping build. Files that need more still set their own.
  testTimeout: 60_000,
};
module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/__tests__/{client,server,shared}/**/*.test.ts?(x)'] },
    // e2e also holds the build checks: both need the production build that `npm test` makes first.
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/__tests__/e2e/**/*.e2e.test.ts', '<rootDir>/__tests__/build/**/*.test.ts'] },
  ],
};
