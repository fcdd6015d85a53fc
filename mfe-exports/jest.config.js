import { webPreset } from '../jest.preset.web.js';

export default {
  ...webPreset,
  displayName: 'mfe-exports',
  setupFiles: ['<rootDir>/../shared-kit/src/testing/jest-polyfills.ts', '<rootDir>/../shared-kit/src/testing/jsdom-layout-apis.ts', '<rootDir>/../shared-kit/src/testing/jsdom-message-channel.tsx'],
};
