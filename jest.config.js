// One jest run for the whole suite; each package owns its jest.config.js.
export default {
  // Two workers even on a 2-core machine (jest's default there is one): the server suites wait on
  // PostgreSQL and on their own servers as much as they compute, and the whole run went from 13.8
  // to 5.8 minutes, every suite still green (docs/testing.md).
  maxWorkers: 2,
  // A worker keeps what each file's sandbox leaves behind (60 MB a server suite, up to 200 MB a
  // jsdom one), and its garbage collection slows every later file: a server suite's fixed cost
  // went from 8 to 21 s across one run. A worker past this heap is replaced before its next file.
  workerIdleMemoryLimit: '700MB',
  // The server suites' PGlite templates, built once before the workers start (jest.global-setup.js).
  globalSetup: '<rootDir>/jest.global-setup.js',
  projects: [
    '<rootDir>/shared-kit',
    '<rootDir>/server',
    '<rootDir>/shell',
    '<rootDir>/mfe-catalogue',
    '<rootDir>/mfe-assets',
    '<rootDir>/mfe-imports',
    '<rootDir>/mfe-exports',
    '<rootDir>/mfe-settings',
    '<rootDir>/mfe-assistant',
  ],
};
