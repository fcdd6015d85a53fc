import type { Queryable } from '../../db/database.ts';

export type ConnectorRow = {
  id: number;
  company_id: string;
  name: string;
  protocol: 'ftp' | 'sftp';
  host: string;
  port: number;
  username: string;
  folder: string;
  tls: boolean;
  password_sealed: string | null;
  private_key_sealed: string | null;
  passphrase_sealed: string | null;
  host_key_sha256: string | null;
  tested_at: Date;
  created_at: Date;
  updated_at: Date;
};

export type ConnectorFields = Omit<ConnectorRow, 'id' | 'company_id' | 'created_at' | 'updated_at' | 'tested_at'>;

const columns = `id::float8 AS id, company_id, name, protocol, host, port, username, folder, tls, password_sealed, private_key_sealed,
  passphrase_sealed, host_key_sha256, tested_at, created_at, updated_at`;

export async function listConnectors(tx: Queryable, companyId: string): Promise<ConnectorRow[]> {
  return tx.query<ConnectorRow>(`SELECT ${columns} FROM connectors WHERE company_id = $1 ORDER BY lower(name), id`, [companyId]);
}

export async function findConnector(tx: Queryable, companyId: string, id: number, lock = false): Promise<ConnectorRow | null> {
  const [row] = await tx.query<ConnectorRow>(`SELECT ${columns} FROM connectors WHERE company_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`, [companyId, id]);
  return row ?? null;
}

const fieldList = ['name', 'protocol', 'host', 'port', 'username', 'folder', 'tls', 'password_sealed', 'private_key_sealed', 'passphrase_sealed', 'host_key_sha256'] as const;

export async function insertConnector(tx: Queryable, companyId: string, userId: string, fields: ConnectorFields): Promise<ConnectorRow> {
  const [row] = await tx.query<ConnectorRow>(
    `INSERT INTO connectors (company_id, created_by, tested_at, ${fieldList.join(', ')})
     VALUES ($1, $2, clock_timestamp(), ${fieldList.map((_, index) => `$${index + 3}`).join(', ')}) RETURNING ${columns}`,
    [companyId, userId, ...fieldList.map((field) => fields[field])],
  );
  return row!;
}

export async function updateConnector(tx: Queryable, companyId: string, id: number, fields: ConnectorFields): Promise<ConnectorRow> {
  const [row] = await tx.query<ConnectorRow>(
    `UPDATE connectors SET ${fieldList.map((field, index) => `${field} = $${index + 3}`).join(', ')}, tested_at = clock_timestamp(), updated_at = clock_timestamp()
      WHERE company_id = $1 AND id = $2 RETURNING ${columns}`,
    [companyId, id, ...fieldList.map((field) => fields[field])],
  );
  return row!;
}

export async function deleteConnector(tx: Queryable, companyId: string, id: number): Promise<void> {
  await tx.query('DELETE FROM connectors WHERE company_id = $1 AND id = $2', [companyId, id]);
}

export type ConnectorUse = { connector_id: number; template_id: number; template_name: string };

/** The import templates watching a folder of these connectors. */
export async function connectorUses(tx: Queryable, companyId: string, connectorIds: readonly number[]): Promise<ConnectorUse[]> {
  if (connectorIds.length === 0) return [];
  return tx.query<ConnectorUse>(
    `SELECT w.connector_id::float8 AS connector_id, t.id::float8 AS template_id, t.name AS template_name
       FROM import_watches w JOIN import_templates t ON t.company_id = w.company_id AND t.id = w.template_id
      WHERE w.company_id = $1 AND w.connector_id = ANY($2::bigint[]) ORDER BY lower(t.name), t.id`,
    [companyId, connectorIds],
  );
}

/** The export feeds delivering into this connector's folder (`feeds.destination`, kind `connector`). */
export async function feedsDeliveringTo(tx: Queryable, companyId: string, connectorId: number): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `SELECT name FROM feeds WHERE company_id = $1 AND destination->>'kind' = 'connector' AND destination->>'connector_id' = $2 ORDER BY lower(name), id`,
    [companyId, String(connectorId)],
  );
  return rows.map((row) => row.name);
}
