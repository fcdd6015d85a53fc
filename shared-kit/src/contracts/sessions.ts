import { z } from 'zod';
import { emptyBodySchema } from './common.ts';
import { defineEndpoint, noContentSchema } from './endpoint.ts';

/**
 * The signed-in user's open sessions, one per browser that signed in (docs/rights.md "Sessions"):
 * listed on the profile, each ended alone or all but this one ("Sign out everywhere else").
 */
export const activeSessionSchema = z.strictObject({
  id: z.uuid(),
  /** The browser's `User-Agent` at its last refresh; the screen names the browser and system. */
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  /** Moved on at each token refresh (every 15 minutes while the browser is in use). */
  last_active_at: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

const sessionIdParamsSchema = z.object({ id: z.uuid() });

export const sessionsApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/auth/sessions/', response: z.array(activeSessionSchema) }),
  /** Ends one of the caller's own sessions; another user's answers 404 like a session that does not exist. */
  end: defineEndpoint({ method: 'DELETE', path: '/api/auth/sessions/:id/', params: sessionIdParamsSchema, status: 204, response: noContentSchema, errors: [404] }),
  /** "Sign out everywhere else": every session of the caller but the one asking. */
  endOthers: defineEndpoint({ method: 'POST', path: '/api/auth/sessions/end-others/', body: emptyBodySchema.optional(), status: 204, response: noContentSchema }),
};
