// Server unit tests (server/**/*.spec.ts) and API/jobs tests (test/**/*.spec.ts) on a real Postgres:
// DATABASE_URL when set, else an embedded one started in globalSetup (PGlite cannot start inside a test file).
const swcrc = JSON.parse(require('node:fs').readFileSync(`${__dirname}/.swcrc`, 'utf8'));
// swc rewrites the @server/* alias at compile time, also in globalSetup (which skips moduleNameMapper).
swcrc.jsc.baseUrl = __dirname;

// No test has a time budget: each takes as long as its work takes on this machine, busy or idle. The hang guard
// only ends one that never finishes (test/support/wait.ts polls up to the same bound); TEST_HANG_GUARD_MS sets it.
process.env.TEST_HANG_GUARD_MS ||= String(10 * 60_000);

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/server', '<rootDir>/packages', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/test/e2e/'],
  // Nest 12 ships ESM: transform it too (STACK.md, trap 1).
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest', { ...swcrc, swcrc: false, module: { type: 'commonjs' } }] },
  // jose 6 and yoga-layout 3 are ESM-only too, and so are parts of jsdom (the SVG sanitiser's DOM on the server).
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|jose|yoga-layout|@exodus|parse5|entities|@asamuzakjp|@csstools)/)',
  ],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: Number(process.env.TEST_HANG_GUARD_MS),
  maxWorkers: 2,
};
