// One jest run for the whole suite; each package owns its jest.config.js.
export default {
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
