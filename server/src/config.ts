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
  /** Load the demo catalogue into the demo company when the first start creates it (`PIMENTO_DEMO_CATALOGUE`, on unless `off`). */
  demoCatalogue: boolean;
  logLevel: string;
  /**
   * Which `X-Forwarded-*` hops to believe (client address, HTTPS): false (none, the default), a
   * number of proxies in front of the server, or the proxies' addresses and ranges
   * (`PIMENTO_TRUST_PROXY`, `trustProxyFromEnv`). Never every hop: a client writes the first ones.
   */
  trustProxy: false | number | string[];
  /** The absolute lifetime of a session: however often it refreshes, its user signs in again after it. */
  sessionLifetimeSeconds: number;
  microsoft: { clientId: string | null; tenantId: string | null; redirectUrl: string | null };
  /**
   * Single sign-on (docs/sso.md): identity providers are reached over https only, unless
   * `PIMENTO_SSO_ALLOW_HTTP_ISSUERS` (tests, and an on-premise provider on a trusted network).
   */
  sso: { allowHttpIssuers: boolean };
  /** Where files live: `STORAGE_DRIVER=local` (default, `<dataDir>/files/`) or `s3` (`storage/open-file-storage.ts`). */
  storage: StorageConfig;
  /**
   * Connectors (docs/connectors.md): the key sealing their secrets (`PIMENTO_CONNECTOR_SECRET_KEY`,
   * 32 bytes in base64 or hex; unset: generated once in `<dataDir>/connector-secret.key`), and
   * whether they may reach loopback and private addresses (`PIMENTO_CONNECTORS_ALLOW_PRIVATE_ADDRESSES`, off).
   */
  connectors: { secretKey: string | null; allowPrivateAddresses: boolean };
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

/** 30 days: a working month, then the password again. */
export const DEFAULT_SESSION_LIFETIME_HOURS = 30 * 24;

/**
 * `PIMENTO_TRUST_PROXY`: empty or `0` trusts no proxy; a whole number is how many proxies stand in
 * front of the server (the client's address is the one the outermost of them saw); otherwise a
 * comma-separated list of proxy addresses or CIDR ranges (`10.0.0.0/8,192.168.1.7`, or
 * `loopback`, `linklocal`, `uniquelocal`): hops from those are believed, the first other one is the
 * client. `true` is refused: believing every hop lets a client choose its own address.
 */
export function trustProxyFromEnv(value: string | undefined): false | number | string[] {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === '0') return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  const proxies = setting.split(',').map((part) => part.trim()).filter((part) => part !== '');
  const address = /^(?:[0-9.]+|[0-9a-f:.]+)(?:\/\d{1,3})?$/i;
  for (const proxy of proxies) {
    if (!address.test(proxy) && !['loopback', 'linklocal', 'uniquelocal'].includes(proxy)) {
      throw new Error(`PIMENTO_TRUST_PROXY is neither a number of proxies nor proxy addresses: ${proxy}`);
    }
  }
  return proxies;
}

function sessionLifetimeSecondsFromEnv(value: string | undefined): number {
  const hours = Number(value ?? DEFAULT_SESSION_LIFETIME_HOURS);
  if (!Number.isFinite(hours) || hours <= 0) throw new Error(`PIMENTO_SESSION_LIFETIME_HOURS is not a positive number of hours: ${value}`);
  return Math.round(hours * 3600);
}

/** `PIMENTO_DEMO_CATALOGUE`: unset or `on` loads it; `off` skips it. */
export function demoCatalogueFromEnv(value: string | undefined): boolean {
  const setting = (value ?? '').trim().toLowerCase();
  if (['', 'on', '1', 'true', 'yes'].includes(setting)) return true;
  if (['off', '0', 'false', 'no'].includes(setting)) return false;
  throw new Error(`PIMENTO_DEMO_CATALOGUE is neither on nor off: ${value}`);
}

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
    demoCatalogue: demoCatalogueFromEnv(env.PIMENTO_DEMO_CATALOGUE),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: trustProxyFromEnv(env.PIMENTO_TRUST_PROXY),
    sessionLifetimeSeconds: sessionLifetimeSecondsFromEnv(nonEmpty(env.PIMENTO_SESSION_LIFETIME_HOURS) ?? undefined),
    microsoft: {
      clientId: nonEmpty(env.MICROSOFT_CLIENT_ID),
      tenantId: nonEmpty(env.MICROSOFT_TENANT_ID),
      redirectUrl: nonEmpty(env.MICROSOFT_REDIRECT_URL),
    },
    sso: { allowHttpIssuers: ['1', 'true', 'on', 'yes'].includes((env.PIMENTO_SSO_ALLOW_HTTP_ISSUERS ?? '').trim().toLowerCase()) },
    storage: storageConfigFromEnv(env, dataDir),
    connectors: {
      secretKey: nonEmpty(env.PIMENTO_CONNECTOR_SECRET_KEY),
      allowPrivateAddresses: ['1', 'true', 'on', 'yes'].includes((env.PIMENTO_CONNECTORS_ALLOW_PRIVATE_ADDRESSES ?? '').trim().toLowerCase()),
    },
    errorReporting: {
      dsn: nonEmpty(env.SENTRY_DSN),
      browserDsn: nonEmpty(env.SENTRY_BROWSER_DSN) ?? nonEmpty(env.SENTRY_DSN),
      environment: nonEmpty(env.SENTRY_ENVIRONMENT) ?? 'production',
      release: nonEmpty(env.SENTRY_RELEASE) ?? `pimento@${suiteVersion()}`,
    },
  };
}
