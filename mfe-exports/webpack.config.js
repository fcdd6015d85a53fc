import { createRemoteConfig } from '../webpack/create-config.js';

export default (_env, argv) =>
  createRemoteConfig({ dir: import.meta.dirname, name: 'exports', port: 3004, argv, exposes: {} });
