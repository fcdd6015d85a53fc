/** `pimento serve` as a real child process, for the suites about how the process starts and stops. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export type ServeProcess = {
  child: ChildProcess;
  /** The address of Fastify's "Server listening at …" line, e.g. `http://127.0.0.1:41234`. */
  listeningAt: string;
  port: number;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

/** Starts `pimento serve` with `env` (over this process's environment) and resolves once it serves. */
export function startServeProcess(env: NodeJS.ProcessEnv): Promise<ServeProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main, 'serve'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listeningAt = output.match(/"msg":"Server listening at (http:\/\/[^"]+)"/)?.[1];
      if (listeningAt !== undefined && output.includes('pimento is serving')) {
        clearTimeout(timer);
        resolve({ child, listeningAt, port: Number(new URL(listeningAt).port), output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
