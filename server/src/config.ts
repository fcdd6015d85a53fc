import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storageConfigFromEnv } from './storage/open-file-storage.ts';
import type { StorageConfig } from './storage/open-file-storage.ts';
import type { ErrorReportingConfig } from './observability/error-reporting.ts';

/** The repository root: `server/src/` is two levels below it. */
export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Everything the server reads from the environment, read once. */
export type Config = {
  port: number;
  host: string;
  /** Embedded data: PGlite database, local files, mail files, the admin socket, the JWT secret. */
  dataDir: string;
  /** PostgreSQL when set, else PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | null;
  databasePoolSize: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** The public address of the suite, used in e-mailed links. */
  publicUrl: string;
  jwtSecret: string | null;
  demoAdminUsername: string;
  demoAdminPassword: string;
  logLevel: string;
  /** Trust `X-Forwarded-*` (client address, HTTPS) only behind a proxy that sets them: `PIMENTO_TRUST_PROXY=1`. */
  trustProxy: boolean;
  microsoft: { clientId: string | null; tenantId: string | null; redirectUrl: string | null };
  /** Where files live: `STORAGE_DRIVER=local` (default, `<dataDir>/files/`) or `s3` (`storage/open-file-storage.ts`). */
  storage: StorageConfig;
  /** `SENTRY_DSN` for the server's errors (off when unset), `SENTRY_BROWSER_DSN` (default: the same) for the browsers'. */
  errorReporting: ErrorReportingConfig & { browserDsn: string | null };
};

/** The suite's version (root package.json): the release of every error report. */
function suiteVersion(): string {
  const { version } = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as { version?: string };
  return version ?? '0.0.0';
}

export const DEMO_ADMIN_USERNAME = 'admin';
export const DEMO_ADMIN_PASSWORD = 'Pimento-Demo-2026!';

function nonEmpty(value: string | undefined): string | null {
  return value !== undefined && value.trim() !== '' ? value.trim() : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  const dataDir = path.resolve(nonEmpty(env.PIMENTO_DATA_DIR) ?? './data');
  return {
    port,
    // loopback unless told otherwise: the embedded default starts with a known demo password
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Pimento <no-reply@pimento.local>',
    publicUrl: (nonEmpty(env.PIMENTO_PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: nonEmpty(env.PIMENTO_JWT_SECRET),
    demoAdminUsername: nonEmpty(env.PIMENTO_ADMIN_USERNAME) ?? DEMO_ADMIN_USERNAME,
    demoAdminPassword: nonEmpty(env.PIMENTO_ADMIN_PASSWORD) ?? DEMO_ADMIN_PASSWORD,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: ['1', 'true', 'yes'].includes((env.PIMENTO_TRUST_PROXY ?? '').toLowerCase()),
    microsoft: {
      clientId: nonEmpty(env.MICROSOFT_CLIENT_ID),
      tenantId: nonEmpty(env.MICROSOFT_TENANT_ID),
      redirectUrl: nonEmpty(env.MICROSOFT_REDIRECT_URL),
    },
    storage: storageConfigFromEnv(env, dataDir),
    errorReporting: {
      dsn: nonEmpty(env.SENTRY_DSN),
      browserDsn: nonEmpty(env.SENTRY_BROWSER_DSN) ?? nonEmpty(env.SENTRY_DSN),
      environment: nonEmpty(env.SENTRY_ENVIRONMENT) ?? 'production',
      release: nonEmpty(env.SENTRY_RELEASE) ?? `pimento@${suiteVersion()}`,
    },
  };
}
