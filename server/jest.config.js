import { nodePreset } from '../jest.preset.node.js';

export default { ...nodePreset, displayName: 'server', testTimeout: 30000 };
