// Jest preset for browser packages (shell, remotes, shared-kit UI): jsdom, TSX via swc to CommonJS.
export const webPreset = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // antd one component at a time (jest.antd-by-component.cjs).
  moduleNameMapper: { '^antd$': '<rootDir>/../jest.antd-by-component.cjs' },
  setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/../jest.web-timeout.js'],
};
