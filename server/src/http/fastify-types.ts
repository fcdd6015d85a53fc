import type { FastifySchema } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionPrincipal } from '../modules/auth/tokens.ts';
import type { AccessCache } from '../modules/rights/access-cache.ts';
import type { SessionLiveness } from '../modules/auth/session-liveness.ts';
import type { ErrorReporter } from '../observability/error-reporting.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** What every route reaches through `request.server.deps`. */
export type AppDeps = {
  config: Config;
  db: Database;
  /** Signs and verifies session JWTs (`modules/auth/jwt-secret.ts`). */
  jwtSecret: Uint8Array;
  mailer: Mailer;
  logger: Logger;
  /** Assets, export files, import uploads: `openFileStorage(config.storage)`. */
  storage: FileStorage;
};

/** A registered route: method, URL pattern and the schemas it validates with. */
export type RouteCatalogueEntry = { method: string; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Whether each session behind an access token is still live (`modules/auth/session-liveness.ts`). */
    sessionLiveness: SessionLiveness;
    /** The callers' actors and current-user answers, per company (`modules/rights/access-cache.ts`). */
    accessCache: AccessCache;
    /** Unexpected errors to the error-reporting service, when `SENTRY_DSN` is set (`observability/error-reporting.ts`). */
    errorReporter: ErrorReporter;
    /** Every route registered (method, URL pattern, schemas), in registration order. */
    routeCatalogue: readonly RouteCatalogueEntry[];
  }
  interface FastifyRequest {
    /** Set by `requireSession` (modules/auth/session.ts); null on public routes. */
    principal: SessionPrincipal | null;
  }
}
