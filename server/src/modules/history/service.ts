import type { Queryable } from '../../db/database.ts';
import type { HistoryEntry } from '@pimento/shared-kit/contracts/history';
import type { HistoryEntity } from './repository.ts';
import { listHistory } from './repository.ts';

/** A page of an item's history, newest first; the caller has checked the item is readable. */
export async function readHistory(
  tx: Queryable,
  companyId: string,
  entity: HistoryEntity,
  entityId: number,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ results: HistoryEntry[]; next_cursor: string | null }> {
  const rows = await listHistory(tx, companyId, entity, entityId, query.cursor === undefined ? null : Number(query.cursor), query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    results: page.map((row) => ({
      id: row.id,
      user: row.user_id === null ? null : { id: row.user_id, username: row.username ?? '' },
      changed_at: row.changed_at.toISOString(),
      changes: row.changes,
    })),
    next_cursor: rows.length > query.limit ? String(page.at(-1)!.id) : null,
  };
}
