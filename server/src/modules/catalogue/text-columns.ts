import type { Database, Queryable } from '../../db/database.ts';
import type { TextColumn } from './text-match.ts';
import { textColumnOf, withChanges } from './text-match.ts';

/**
 * The text columns a listing searches (SKUs, names, a text attribute's values in one language),
 * kept in this process per company beside the source cache's id sets, so that `contains` and
 * `starts_with` scan memory instead of every row (docs/catalogue-storage.md, "Text search in
 * memory").
 *
 * Kept current without reading a column again: every write of a product sets its `updated_at`, and
 * migration 0330 NOTIFYs `<company> u<µs>` for it; a column's next read first reads the values of
 * the products updated since (a range of the `products_updated` index) and lays them over its
 * base. Migration 1110 NOTIFYs the ids of deleted products (`x<id>,<id>…`), taken out at once; a
 * delete too large to name them, a catch-up of more than `maxCatchUp` rows, a gap in the
 * notifications or a column never read reads it whole, in the background; listings use SQL
 * meanwhile. A user's own save is heard before it returns, so their next search sees it.
 */
export type TextColumnRef = { kind: 'sku' } | { kind: 'name' } | { kind: 'attribute'; attributeId: number; language: string };

export type TextColumnCache = {
  /** The column as of the last commit heard; null while it is read whole in the background. */
  read(tx: Queryable, companyId: string, ref: TextColumnRef): Promise<TextColumn | null>;
  /** Stops watching the database and forgets every column. */
  close(): void;
};

export const textColumnTuning = {
  /** A column of at most this many values is read by the request that needs it (~30 ms). */
  inlineEntries: 50_000,
  /** A whole read asks for this many values at a time, so other requests run in between. */
  wholeReadPage: 100_000,
  /** More changed rows than this since the last read, or laid over a base, read the column whole. */
  maxCatchUp: 100_000,
};
/** All columns of the process together stay under this many characters (one or two bytes each). */
const maxCachedChars = 256_000_000;

type Entry = {
  key: string;
  companyId: string;
  ref: TextColumnRef;
  column: TextColumn | null;
  /** µs of the oldest write heard and not yet read; null when the column is current. */
  changedSince: number | null;
  /** A read of the column under way: by a request (`inline`) or in the background (`whole`). */
  reading: 'inline' | 'whole' | null;
  inline: Promise<void> | null;
  /** Deletions heard during that read, taken out of what it finds (`all`: too many to name, the read is not kept). */
  deletions: Set<number> | 'all' | null;
  catchingUp: Promise<void> | null;
};

const keyOf = (companyId: string, ref: TextColumnRef) =>
  `${companyId}:${ref.kind === 'attribute' ? `a${ref.attributeId}:${ref.language}` : ref.kind}`;

type Row = { id: number; value: string | null };

/** One page of the column's values in index order after `cursor` (value, id). */
function pageQuery(ref: TextColumnRef, companyId: string, cursor: Row | null, limit: number): { text: string; params: unknown[] } {
  const params: unknown[] = [companyId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (ref.kind === 'attribute') {
    const after = cursor === null ? '' : ` AND (value, product_id) > (${param(cursor.value)}::text, ${param(cursor.id)}::bigint)`;
    return {
      text: `SELECT product_id::int AS id, value FROM product_value_text
              WHERE company_id = $1 AND attribute_id = ${param(ref.attributeId)} AND language = ${param(ref.language)}${after}
              ORDER BY value, product_id LIMIT ${limit}`,
      params,
    };
  }
  const column = ref.kind;
  // The SKU is unique per company: its index alone orders the pages.
  const after = cursor === null ? '' : column === 'sku' ? ` AND sku > ${param(cursor.value)}::text` : ` AND (name, id) > (${param(cursor.value)}::text, ${param(cursor.id)}::bigint)`;
  return {
    text: `SELECT id::int AS id, ${column} AS value FROM products WHERE company_id = $1${after} ORDER BY ${column === 'sku' ? 'sku' : 'name, id'} LIMIT ${limit}`,
    params,
  };
}

/** The current values of the products updated since `micros`: one row per value, `value` null for none. */
function catchUpQuery(ref: TextColumnRef, companyId: string, micros: number, limit: number): { text: string; params: unknown[] } {
  const since = `updated_at >= 'epoch'::timestamptz + $2::bigint * interval '1 microsecond'`;
  if (ref.kind === 'attribute') {
    return {
      text: `SELECT p.id::int AS id, v.value FROM products p
               LEFT JOIN product_value_text v ON v.company_id = p.company_id AND v.product_id = p.id AND v.attribute_id = $3 AND v.language = $4
              WHERE p.company_id = $1 AND p.${since} LIMIT ${limit}`,
      params: [companyId, micros, ref.attributeId, ref.language],
    };
  }
  return { text: `SELECT id::int AS id, ${ref.kind} AS value FROM products WHERE company_id = $1 AND ${since} LIMIT ${limit}`, params: [companyId, micros] };
}

export async function openTextColumnCache(db: Database): Promise<TextColumnCache> {
  // Insertion order is recency: a read moves its column to the end, eviction takes the first.
  const entries = new Map<string, Entry>();
  // Bumped when notifications may have been missed: a whole read started before is not kept.
  let epoch = 0;
  let open = true;

  const ofCompany = function* (companyId: string) {
    for (const entry of entries.values()) if (companyId === '*' || entry.companyId === companyId) yield entry;
  };
  const heard = (payload: string) => {
    const [companyId = '', ...tokens] = payload.split(' ');
    for (const token of tokens) {
      if (token.startsWith('u')) {
        const micros = Number(token.slice(1));
        if (!Number.isFinite(micros)) continue;
        for (const entry of ofCompany(companyId)) entry.changedSince = entry.changedSince === null ? micros : Math.min(entry.changedSince, micros);
      } else if (token.startsWith('x')) {
        const ids = token.length > 1 ? token.slice(1).split(',').map(Number) : null;
        for (const entry of ofCompany(companyId)) {
          if (entry.reading !== null) {
            if (ids === null) entry.deletions = 'all';
            else if (entry.deletions !== 'all') {
              entry.deletions ??= new Set();
              for (const id of ids) entry.deletions.add(id);
            }
          }
          // Too many deletions to name: the column is read again.
          if (ids === null) entry.column = null;
          else if (entry.column !== null) entry.column = withChanges(entry.column, new Map(ids.map((id) => [id, []])));
        }
      }
    }
  };
  const forgetAll = () => {
    epoch += 1;
    entries.clear();
  };
  const stopWatching = await db.watch('pimento_catalogue_changed', heard, forgetAll);

  const keptChars = () => {
    let total = 0;
    for (const entry of entries.values()) total += entry.column?.size ?? 0;
    return total;
  };
  const evict = () => {
    while (keptChars() > maxCachedChars && entries.size > 1) entries.delete(entries.keys().next().value!);
  };

  /** Reads up to `limit` values (all of them when `limit` is null), in pages; null when there are more. */
  const readRows = async (tx: Queryable, entry: Entry, limit: number | null): Promise<Row[] | null> => {
    const rows: Row[] = [];
    const page = limit === null ? textColumnTuning.wholeReadPage : limit + 1;
    for (let cursor: Row | null = null; ; ) {
      const query = pageQuery(entry.ref, entry.companyId, cursor, page);
      const found = await tx.query<Row>(query.text, query.params);
      for (const row of found) rows.push(row);
      if (limit !== null) return found.length > limit ? null : rows;
      if (found.length < page) return rows;
      cursor = found.at(-1)!;
    }
  };
  const columnOf = (rows: readonly Row[]) => textColumnOf(rows.map((row) => [row.id, row.value ?? ''] as const));

  /** Starts a read of the column: writes heard from now on may or may not be in it, so they are caught up after it. */
  const beginRead = (entry: Entry, kind: 'inline' | 'whole') => {
    entry.reading = kind;
    entry.deletions = null;
    entry.changedSince = null;
    return epoch;
  };
  /** Keeps what a read found, less the deletions heard meanwhile, unless everything was forgotten since. */
  const endRead = (entry: Entry, before: number, rows: readonly Row[] | null) => {
    const deletions = entry.deletions;
    entry.reading = null;
    entry.deletions = null;
    const column = rows === null ? null : columnOf(rows);
    if (!open || epoch !== before || entries.get(entry.key) !== entry || column === null || deletions === 'all') return;
    entry.column = deletions === null ? column : withChanges(column, new Map([...deletions].map((id) => [id, []])));
    evict();
  };

  const loadWhole = (entry: Entry) => {
    if (entry.reading === 'whole') return;
    const before = beginRead(entry, 'whole');
    void db
      .withTenant(entry.companyId, (tx) => readRows(tx, entry, null))
      .then((rows) => endRead(entry, before, rows))
      // A failed read keeps nothing: the next listing asks again.
      .catch(() => endRead(entry, before, null));
  };

  /** Reads a small column within the request; a big one is left to a whole read in the background. */
  const readInline = async (tx: Queryable, entry: Entry) => {
    const before = beginRead(entry, 'inline');
    let rows: Row[] | null = null;
    try {
      rows = await readRows(tx, entry, textColumnTuning.inlineEntries);
    } finally {
      if (rows === null) {
        entry.reading = null;
        entry.deletions = null;
      }
    }
    if (rows === null) loadWhole(entry);
    else endRead(entry, before, rows);
  };

  const catchUp = async (tx: Queryable, entry: Entry): Promise<void> => {
    const since = entry.changedSince!;
    entry.changedSince = null;
    try {
      const query = catchUpQuery(entry.ref, entry.companyId, since, textColumnTuning.maxCatchUp + 1);
      const rows = await tx.query<Row>(query.text, query.params);
      const column = entry.column;
      if (column === null) return;
      const changes = new Map<number, string[]>();
      for (const row of rows) {
        const values = changes.get(row.id) ?? [];
        if (row.value !== null) values.push(row.value);
        changes.set(row.id, values);
      }
      if (rows.length > textColumnTuning.maxCatchUp || column.changed.size + changes.size > textColumnTuning.maxCatchUp) {
        entry.column = null;
        loadWhole(entry);
        return;
      }
      entry.column = withChanges(column, changes);
    } catch (error) {
      entry.changedSince = entry.changedSince === null ? since : Math.min(entry.changedSince, since);
      throw error;
    }
  };

  return {
    async read(tx, companyId, ref) {
      if (!open) return null;
      const key = keyOf(companyId, ref);
      const entry: Entry = entries.get(key) ?? { key, companyId, ref, column: null, changedSince: null, reading: null, inline: null, deletions: null, catchingUp: null };
      entries.delete(key);
      entries.set(key, entry);
      if (entry.column === null) {
        // Being read whole: this request searches in SQL rather than wait.
        if (entry.reading === 'whole') return null;
        // Requests needing the same small column together wait for one read.
        entry.inline ??= readInline(tx, entry).finally(() => {
          entry.inline = null;
        });
        try {
          await entry.inline;
        } catch {
          return null;
        }
        if (entry.column === null) return null;
      }
      // A write heard while another listing was catching up is read after it: each listing sees
      // every commit heard before it started.
      for (let round = 0; round < 3 && entry.changedSince !== null && entry.column !== null; round += 1) {
        entry.catchingUp ??= catchUp(tx, entry).finally(() => {
          entry.catchingUp = null;
        });
        try {
          await entry.catchingUp;
        } catch {
          return null;
        }
      }
      return entry.changedSince === null ? entry.column : null;
    },
    close() {
      open = false;
      stopWatching();
      forgetAll();
    },
  };
}
