import { nodePreset } from '../jest.preset.node.js';

export default {
  ...nodePreset,
  displayName: 'server',
  testTimeout: 60000,
  setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
};
