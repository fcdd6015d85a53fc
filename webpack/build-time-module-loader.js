// A module named `*.build-time.ts` runs once at build time, in Node, and the bundle holds only its
// exported values: data derived from a large source (the error codes without their messages) costs
// the browser what the result weighs, not what the source does. Its exports must be plain JSON.
// Node and jest import the file itself and compute the same values.
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs the module in a fresh Node process (its imports are read anew at each rebuild, which an
 * `import()` inside webpack's process would cache) and prints its exports as JSON.
 */
function exportsOf(file) {
  const script = `const exported = await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(JSON.stringify({ ...exported }));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`${file} failed at build time:\n${errors}`))));
  });
}

/** @this {import('webpack').LoaderContext<{}>} */
export default function buildTimeModuleLoader() {
  const done = this.async();
  // What the module imports sits next to it (the error tables): any change there rebuilds it.
  this.addContextDependency(dirname(this.resourcePath));
  exportsOf(this.resourcePath).then(
    (values) => done(null, Object.entries(values).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`).join('\n')),
    done,
  );
}
