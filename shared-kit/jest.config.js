import { webPreset } from '../jest.preset.web.js';

// shared-kit is consumed by browsers and by the server; its tests run in jsdom through CommonJS.
export default { ...webPreset, displayName: 'shared-kit' };
