// One jest run for the whole suite; each package owns its jest.config.js.
export default {
  // Two workers even on a 2-core machine (jest's default there is one): the server suites wait on
  // PostgreSQL and on their own servers as much as they compute, and the whole run went from 13.8
  // to 5.8 minutes, every suite still green (docs/testing.md).
  maxWorkers: 2,
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
