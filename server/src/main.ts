#!/usr/bin/env node
/**
 * The `pimento` command line (`npm run pimento -- <command>`, `npm start`):
 * serve, worker, migrate, company create, user create — each with `--help`.
 */
import { buildProgram } from './cli/program.ts';

try {
  await buildProgram().parseAsync(process.argv);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
