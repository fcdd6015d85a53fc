import { z } from 'zod';

/**
 * Browsers parse the contracts without zod's compiled fast path: zod probes it with
 * `new Function('')`, which the suite's Content-Security-Policy (`script-src 'self'`, no
 * 'unsafe-eval') forbids and reports as a violation. The server keeps the fast path.
 * Called once by the shell before it renders; remotes use the shell's shared-kit.
 */
export function parseContractsWithoutEval(): void {
  z.config({ jitless: true });
}
