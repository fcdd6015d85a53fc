import pino from 'pino';
import type { Logger } from 'pino';

/** Structured JSON logs on stdout (one object per line), the format log collectors expect. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'pimento', pid: process.pid } });
}
