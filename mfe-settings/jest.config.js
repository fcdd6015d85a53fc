import { webPreset } from '../jest.preset.web.js';

export default { ...webPreset, displayName: 'mfe-settings' };
