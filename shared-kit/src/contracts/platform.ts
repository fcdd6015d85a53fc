import { z } from 'zod';

/** `GET /api/health/`: the process is alive. */
export const healthResponseSchema = z.strictObject({ status: z.literal('ok') });

/** `GET /api/ready/`: the process can serve (database reachable, migrations applied). */
export const readinessResponseSchema = z.strictObject({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['pglite', 'postgres']),
});
