import { createRemoteConfig } from '../webpack/create-config.js';

export default (_env, argv) =>
  createRemoteConfig({ dir: import.meta.dirname, name: 'settings', port: 3005, argv, exposes: {} });
