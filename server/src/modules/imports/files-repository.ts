import type { Queryable } from '../../db/database.ts';

export type ImportFileRow = {
  id: string;
  name: string;
  size: number;
  storage_key: string;
  format: 'xlsx' | 'csv' | 'json';
  sheets: { name: string; visible: boolean }[];
  dialect: { encoding: string; separator: string; quote: string; decimal_mark: string } | null;
  created_at: Date;
};

const columns = 'id, name, size::float8 AS size, storage_key, format, sheets, dialect, created_at';

export async function insertImportFile(
  tx: Queryable,
  companyId: string,
  userId: string,
  file: Omit<ImportFileRow, 'created_at'>,
): Promise<ImportFileRow> {
  const [row] = await tx.query<ImportFileRow>(
    `INSERT INTO import_files (id, company_id, uploaded_by, name, size, storage_key, format, sheets, dialect)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${columns}`,
    [file.id, companyId, userId, file.name, file.size, file.storage_key, file.format, JSON.stringify(file.sheets), file.dialect === null ? null : JSON.stringify(file.dialect)],
  );
  return row!;
}

export async function findImportFile(tx: Queryable, companyId: string, id: string): Promise<ImportFileRow | null> {
  const [row] = await tx.query<ImportFileRow>(`SELECT ${columns} FROM import_files WHERE company_id = $1 AND id = $2`, [companyId, id]);
  return row ?? null;
}

/** The files still stored among `ids` (a template's last file may be gone). */
export async function findImportFiles(tx: Queryable, companyId: string, ids: readonly string[]): Promise<ImportFileRow[]> {
  if (ids.length === 0) return [];
  return tx.query<ImportFileRow>(`SELECT ${columns} FROM import_files WHERE company_id = $1 AND id = ANY($2::uuid[])`, [companyId, ids]);
}
