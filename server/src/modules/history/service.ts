import type { Queryable } from '../../db/database.ts';
import type { HistoryPage } from '@pimento/shared-kit/contracts/history';
import { createSchedule } from '../../jobs/schedules.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import type { AttributeRights } from '../rights/attribute-rights.ts';
import { assertAdministrator } from '../rights/authorization.ts';
import { historyPruneJobType } from './prune-job.ts';
import type { Changes, HistoryEntity, HistoryRow, Retention } from './repository.ts';
import { hasPruneSchedule, listHistory, loadHistoryReferences, loadRetention, saveRetention } from './repository.ts';

/**
 * The changes of an entry the reader may see: values of attributes they may not read are left
 * out, and so are such attributes in a model's `managed_attribute_ids`.
 */
function visibleChanges(changes: Changes, rights: AttributeRights): Changes {
  if (rights.unrestricted) return changes;
  const visible: Changes = {};
  for (const [field, change] of Object.entries(changes)) {
    if (field.startsWith('values.')) {
      if (rights.canRead(Number(field.slice('values.'.length)))) visible[field] = change;
    } else if (field === 'managed_attribute_ids') {
      const readable = (ids: unknown) => (Array.isArray(ids) ? ids.filter((id) => rights.canRead(Number(id))) : ids);
      const [before, after] = [readable(change[0]), readable(change[1])];
      // No list and an empty one are the same to the reader (a model created managing only hidden attributes).
      if (JSON.stringify(before ?? []) !== JSON.stringify(after ?? [])) visible[field] = [before, after];
    } else {
      visible[field] = change;
    }
  }
  return visible;
}

/**
 * A page of an item's history, newest first; the caller has checked the item is readable. An
 * entry that changed only what the reader may not see is not shown at all (its date alone would
 * tell that a hidden value changed); the page is filled from older entries instead.
 */
export async function readHistory(
  tx: Queryable,
  companyId: string,
  entity: HistoryEntity,
  entityId: number,
  query: { cursor?: string | undefined; limit: number },
  rights: AttributeRights,
): Promise<HistoryPage> {
  const shown: { row: HistoryRow; changes: Changes }[] = [];
  let before = query.cursor === undefined ? null : Number(query.cursor);
  let more = true;
  // One more than the page tells whether another page follows.
  while (more && shown.length <= query.limit) {
    const wanted = query.limit + 1 - shown.length;
    const rows = await listHistory(tx, companyId, entity, entityId, before, wanted);
    more = rows.length === wanted;
    for (const row of rows) {
      const changes = visibleChanges(row.changes, rights);
      if (Object.keys(changes).length > 0) shown.push({ row, changes });
    }
    before = rows.at(-1)?.id ?? before;
  }
  const page = shown.slice(0, query.limit);
  const ids = (field: string) =>
    page.flatMap(({ changes }) => (changes[field] ?? []).flatMap((side) => (Array.isArray(side) ? side : [side])).filter((id): id is number => Number.isSafeInteger(id)));
  // Models and categories are stored by id; the reader sees their names (a deleted one has none).
  const references = await loadHistoryReferences(tx, companyId, [...new Set(ids('model_id'))], [...new Set(ids('categories'))]);
  return {
    references,
    results: page.map(({ row, changes }) => ({
      id: row.id,
      user: row.user_id === null ? null : { id: row.user_id, username: row.username ?? '' },
      changed_at: row.changed_at.toISOString(),
      changes,
      source: row.source === null || row.import_run_id === null ? null : { kind: row.source, import_run_id: row.import_run_id, template_id: row.template_id },
    })),
    next_cursor: shown.length > query.limit ? String(page.at(-1)!.row.id) : null,
  };
}

/** Daily at 03:17 UTC: off the hour, when catalogues are quiet. */
const pruneCron = '17 3 * * *';

/** The company's history retention. */
export function historyRetention(tx: Queryable, principal: SessionPrincipal): Promise<Retention> {
  return loadRetention(tx, principal.companyId);
}

/** Sets the company's history retention (administrators) and schedules the daily pruning once. */
export async function updateHistoryRetention(tx: Queryable, principal: SessionPrincipal, retention: Retention): Promise<Retention> {
  assertAdministrator(principal);
  await saveRetention(tx, principal.companyId, retention);
  if (!(await hasPruneSchedule(tx, principal.companyId, historyPruneJobType))) {
    await createSchedule(tx, { companyId: principal.companyId, userId: principal.userId, name: 'History pruning', jobType: historyPruneJobType, cron: pruneCron });
  }
  return loadRetention(tx, principal.companyId);
}
