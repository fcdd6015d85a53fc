/**
 * The one database interface of the server. Two drivers implement it with the same PostgreSQL
 * dialect: PGlite (embedded default, `./data/pglite`) and node-postgres (`DATABASE_URL`).
 */
export type Row = Record<string, unknown>;

/**
 * Statements run on every request (a listing's page rows, the catalogue context): marked here by
 * their text, the PostgreSQL driver prepares each once per connection under a name, so a request
 * binds and executes it without having it parsed and planned again (PGlite runs them as any other).
 */
const preparedTexts = new Set<string>();

/** Marks `sql` as prepared once per connection (see `preparedTexts`); returns it unchanged. */
export function prepared(sql: string): string {
  preparedTexts.add(sql);
  return sql;
}

export function isPrepared(sql: string): boolean {
  return preparedTexts.has(sql);
}

export type Queryable = {
  /** Runs one parameterised statement ($1, $2 …) and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
};

export type Database = Queryable & {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in one transaction as the restricted role `pimento_app` with
   * `pimento.company_id` set, so row-level security walls off every other company.
   * Every request on behalf of a user goes through here.
   */
  withTenant<T>(companyId: string, work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** PostgreSQL LISTEN: `onMessage` receives each payload sent on `channel` by any process. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Like `listen`, for the channels of `watchedChannels` only, but every connection of this process
   * listens: a commit made by this process is delivered before the committing call resolves
   * (read-your-writes), others' commits a moment after theirs. `onGap` runs when a notification
   * may have been missed (a new connection replaced lost ones). Resolves once listening; the
   * returned function stops it.
   */
  watch(channel: WatchedChannel, onMessage: (payload: string) => void, onGap: () => void): Promise<() => void>;
  /** PostgreSQL NOTIFY (payload ≤ 8000 bytes). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * The channels `watch` serves. The PostgreSQL driver LISTENs on them from each connection's birth,
 * so they are fixed here rather than registered at run time.
 */
export const watchedChannels = ['pimento_access_changed', 'pimento_catalogue_changed', 'pimento_session_ended'] as const;
export type WatchedChannel = (typeof watchedChannels)[number];

/** The statements that open a tenant transaction; shared by both drivers. */
export const TENANT_ROLE = 'pimento_app';
export const enterTenantSql = `SET LOCAL ROLE ${TENANT_ROLE}`;
export const setTenantSql = `SELECT set_config('pimento.company_id', $1, true)`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A tenant id must be a uuid: anything else would make every policy comparison fail loudly. */
export function assertCompanyId(companyId: string): void {
  if (!uuidPattern.test(companyId)) throw new Error(`Not a company id: ${companyId}`);
}
