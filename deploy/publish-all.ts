// Publishes every remote's current build (each under its own content version) and switches the registry.
// Usage: node deploy/publish-all.ts [--data-dir DIR]
import { parseArgs } from 'node:util';
import { remoteNameSchema } from '@pimento/shared-kit/contracts/remotes';
import { dataDirectory } from './lib/paths.ts';
import { publishRemote } from './lib/publish-remote.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const dataDir = dataDirectory(values['data-dir']);
for (const name of remoteNameSchema.options) {
  try {
    const result = await publishRemote(name, { dataDir });
    console.log(`${result.name}@${result.version} ${result.reused ? 'already published' : 'published'}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
