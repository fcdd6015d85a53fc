import { webPreset } from '../jest.preset.web.js';

const testing = '<rootDir>/../shared-kit/src/testing';

export default {
  ...webPreset,
  displayName: 'mfe-settings',
  setupFiles: [`${testing}/jest-polyfills.ts`, `${testing}/jsdom-layout-apis.ts`, `${testing}/jsdom-message-channel.tsx`],
};
