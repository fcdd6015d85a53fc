// Points the registry at an already-published version of one remote (roll forward or back).
// Usage: node deploy/switch.ts <remote> <version> [--data-dir DIR]
import { parseArgs } from 'node:util';
import { remoteNameSchema } from '@pimento/shared-kit/contracts/remotes';
import { dataDirectory } from './lib/paths.ts';
import { switchRemote } from './lib/registry.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' } } });
const [remote, version] = positionals;
if (!remote || !version) {
  console.error('Usage: node deploy/switch.ts <remote> <version> [--data-dir DIR]');
  process.exit(2);
}
try {
  await switchRemote(dataDirectory(values['data-dir']), remoteNameSchema.parse(remote), version);
  console.log(`${remote} now serves ${version}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
