import { createRemoteConfig } from '../webpack/create-config.js';

export default (_env, argv) =>
  createRemoteConfig({ dir: import.meta.dirname, name: 'assistant', port: 3006, argv, exposes: { './ai-bar': './src/features/ai-bar/components/ai-bar-lifecycles.tsx' } });
