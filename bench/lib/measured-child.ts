import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs a measuring script in a process of its own (so its peak memory is its own, not the bench
 * runner's) and reads what it measured: the JSON object on the last line of its output.
 */
export async function runMeasuredChild<T>(script: string, args: readonly string[]): Promise<T> {
  const { stdout } = await run(process.execPath, [script, ...args], { maxBuffer: 1024 ** 2, env: process.env });
  return JSON.parse(stdout.trim().split('\n').pop()!) as T;
}
