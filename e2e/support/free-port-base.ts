import { spawnSync } from 'node:child_process';

/**
 * The first base port, from `first` in steps of `step`, whose `span` ports are all free on this
 * machine. Run once by the main Playwright process (its workers inherit `E2E_PORT`), so a run meets
 * no server left listening by another run on the same machine — a second checkout, or a run not
 * stopped before CI starts, which made CI's whole e2e step fail on "port already used".
 * The config file is loaded synchronously: the probe runs in a child process.
 */
export function freePortBase(first: number, span: number, step = 200, tries = 20): number {
  const probe = `
    const net = require('node:net');
    const [first, span, step, tries] = process.argv.slice(1).map(Number);
    const free = (port) => new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
    });
    (async () => {
      for (let attempt = 0; attempt < tries; attempt += 1) {
        const base = first + attempt * step;
        let ok = true;
        for (let port = base; ok && port < base + span; port += 1) ok = await free(port);
        if (ok) return console.log(base);
      }
      process.exitCode = 1;
    })();`;
  const result = spawnSync(process.execPath, ['-e', probe, String(first), String(span), String(step), String(tries)], { encoding: 'utf8' });
  const base = Number(result.stdout.trim());
  if (result.status !== 0 || !Number.isInteger(base)) throw new Error(`no ${span} free ports from ${first} (${tries} tries): ${result.stderr}`);
  return base;
}
