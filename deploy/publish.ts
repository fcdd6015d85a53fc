// Publishes one remote's build under a new version and switches the registry to it.
// Usage: node deploy/publish.ts <remote> [--version X] [--data-dir DIR] [--from BUILD_DIR]
import { parseArgs } from 'node:util';
import { dataDirectory } from './lib/paths.ts';
import { publishRemote } from './lib/publish-remote.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, 'data-dir': { type: 'string' }, from: { type: 'string' } },
});
const [remote] = positionals;
if (!remote) {
  console.error('Usage: node deploy/publish.ts <catalogue|assets|imports|exports|settings|assistant> [--version X] [--data-dir DIR]');
  process.exit(2);
}
try {
  const result = await publishRemote(remote, { dataDir: dataDirectory(values['data-dir']), version: values.version, buildDir: values.from });
  console.log(`${result.name}@${result.version} ${result.reused ? 'already published' : 'published'} → ${result.directory}; registry switched.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
