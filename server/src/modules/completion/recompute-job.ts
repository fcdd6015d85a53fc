/**
 * The recomputation of a whole catalogue's completion after a change of what counts (spec §4
 * "Client completion computation: started, result available later"; docs/completion.md). A
 * durable job: batches of products by id, each read in one query (rules and clients as SQL
 * conditions, the values read) and written set-wise with its checkpoint in one transaction. A
 * newer change supersedes it: the batch sees the generation moved and the job ends, the newer
 * job doing the whole catalogue.
 */
import type { CompletionMethod } from '@pimento/shared-kit/contracts/completion';
import type { Queryable } from '../../db/database.ts';
import { insertJob } from '../../jobs/enqueue.ts';
import { registerJobType } from '../../jobs/registry.ts';
import type { TaskRow } from '../tasks/task-row.ts';
import { sqlParts } from '../catalogue/index.ts';
import type { LoadedModel } from './engine.ts';
import { loadModel, valuesSql } from './engine.ts';
import type { ProductFacts, ScopeFigures } from './model.ts';
import { countDeltas } from './count-deltas.ts';
import { productFigures } from './model.ts';
import * as repository from './repository.ts';
import { completionJobType } from './repository.ts';
import { ensureSnapshotSchedule } from './snapshot-job.ts';

/** Products per batch: one read, one delete, one insert (and the advisory lock saves wait on, held that long). */
export const completionTuning = { batchSize: 5000 };

type Checkpoint = { generation: number; lastId: number; done: number };

/**
 * A change of what counts (method, a rule, an attribute, a language, a client's products): a new
 * generation and, unless one is already waiting, the job that recomputes every product. Called at
 * the end of the change's own transaction, so the job exists exactly when the change does; answers
 * the task inserted (for the caller to announce) or null when a waiting job will do it.
 */
export async function requestRecompute(
  tx: Queryable,
  companyId: string,
  userId: string,
  options: { method?: CompletionMethod; onlyUnder?: CompletionMethod; onlyIfCategoriesCount?: boolean } = {},
): Promise<TaskRow | null> {
  const { method, onlyUnder } = options;
  // A change that counts under one method only (a new attribute: `filled`) leaves the other alone.
  if (onlyUnder !== undefined && (await repository.readSettings(tx, companyId)).method !== onlyUnder) return null;
  // A category moved or deleted changes who gets what only where a rule or a client names categories.
  if (options.onlyIfCategoriesCount && !(await repository.categoriesCount(tx, companyId))) return null;
  await repository.lockCompletion(tx, companyId, 'exclusive');
  await repository.bumpGeneration(tx, companyId, method);
  await ensureSnapshotSchedule(tx, companyId, userId);
  const pending = await repository.pendingTask(tx, companyId);
  if (pending?.state === 'queued') return null;
  return insertJob(tx, { type: completionJobType, companyId, userId, payload: {}, subject: {} });
}

/** A sorted id set and a cursor that only moves forward: batches ask about ascending ids. */
class AscendingMembership {
  private next = 0;
  private readonly ids: Uint32Array | null;
  constructor(ids: Uint32Array | null) {
    this.ids = ids;
  }
  has(id: number): boolean {
    if (this.ids === null) return true;
    while (this.next < this.ids.length && this.ids[this.next]! < id) this.next += 1;
    return this.ids[this.next] === id;
  }
}

/**
 * Which products each rule applies to and each client receives, read once for the whole job, one
 * aggregate per condition (`true` needs none). A product written after this read was refreshed by
 * its own save under the job's generation, and the batches leave it alone.
 */
async function readMemberships(tx: Queryable, loaded: LoadedModel, companyId: string): Promise<{ applies: AscendingMembership[]; receives: AscendingMembership[] }> {
  const read = async (kind: 'applies' | 'receives', index: number) => {
    const sql = sqlParts(companyId);
    const condition = loaded.condition(kind, index, sql);
    return new AscendingMembership(condition === 'true' ? null : await repository.matchingIds(tx, condition, sql.params));
  };
  const applies: AscendingMembership[] = [];
  for (let index = 0; index < loaded.model.demands.length; index += 1) applies.push(await read('applies', index));
  const receives: AscendingMembership[] = [];
  for (let index = 0; index < loaded.clients.length; index += 1) receives.push(await read('receives', index));
  return { applies, receives };
}

const sameFigures = (stored: repository.StoredFigures, figures: ScopeFigures, languages: readonly string[]): boolean =>
  stored.required === figures.required &&
  stored.met === figures.met &&
  stored.gaps.length === figures.gaps.length &&
  stored.gaps.every((attributeId, index) => attributeId === figures.gaps[index]) &&
  Object.keys(stored.languages).length === languages.length &&
  languages.every((language) => {
    const before = stored.languages[language];
    const after = figures.languages[language];
    return before !== undefined && after !== undefined && before[0] === after[0] && before[1] === after[1];
  });

/** A batch's figures compared with those stored: only the rows that changed are written, only the scopes left are deleted. */
async function rewriteChanged(tx: Queryable, companyId: string, loaded: LoadedModel, facts: readonly ProductFacts[], range: { afterId: number; lastId: number }): Promise<void> {
  const computed = new Set(facts.map((fact) => fact.id));
  // The batch's range, less the products a save refreshed (left alone, with their rows).
  const inRange = await repository.storedFigures(tx, companyId, range.afterId, range.lastId);
  const stored = new Map(inRange.filter((row) => computed.has(row.product_id)).map((row) => [`${row.product_id}:${row.scope_id}`, row]));
  const rows: { productId: number; figures: ScopeFigures }[] = [];
  const changes: Parameters<typeof countDeltas>[0][number][] = [];
  for (const fact of facts) {
    for (const figures of productFigures(loaded.model, fact)) {
      const key = `${fact.id}:${figures.scopeId}`;
      const before = stored.get(key);
      stored.delete(key);
      if (before === undefined || !sameFigures(before, figures, loaded.model.languages)) {
        rows.push({ productId: fact.id, figures });
        changes.push({ productId: fact.id, scopeId: figures.scopeId, before, after: figures });
      }
    }
  }
  // What is left of the stored rows are scopes the products no longer have (a client they left).
  const gone = [...stored.values()].map((row) => ({ productId: row.product_id, scopeId: row.scope_id }));
  for (const row of stored.values()) changes.push({ productId: row.product_id, scopeId: row.scope_id, before: row });
  // The dashboard's counts moved by the batch itself, in one small write (the triggers stand aside).
  await repository.keepCountsByCaller(tx);
  await repository.applyFigureChanges(tx, companyId, loaded.settings.generation, rows, gone);
  await repository.addCounts(tx, companyId, countDeltas(changes));
}

registerJobType(completionJobType, async (context) => {
  const { db, companyId } = context;
  const asyncCommit = db.driver === 'postgres';
  // What counts and who gets what, read once: a change of either moves the generation, which ends this job.
  const start = await db.withTenant(companyId, async (tx) => {
    const loaded = await loadModel(tx, companyId);
    return { loaded, memberships: await readMemberships(tx, loaded, companyId), total: await repository.countProducts(tx, companyId) };
  });
  const generation = start.loaded.settings.generation;
  const saved = context.checkpoint as Checkpoint | null;
  let state: Checkpoint = saved !== null && saved.generation === generation ? saved : { generation, lastId: 0, done: 0 };
  if (state.lastId === 0) await db.withTenant(companyId, (tx) => repository.deleteGoneScopes(tx, companyId));
  const values = valuesSql(start.loaded.model);
  const { applies, receives } = start.memberships;
  for (;;) {
    context.throwIfStopped();
    const step = await db.withTenant(companyId, async (tx) => {
      if (asyncCommit) await tx.query('SET LOCAL synchronous_commit = off');
      await repository.lockCompletion(tx, companyId, 'exclusive');
      if ((await repository.readGeneration(tx, companyId)) !== generation) return 'superseded' as const;
      const batch = await repository.productBatch(tx, companyId, values, state.lastId, completionTuning.batchSize);
      if (batch.length === 0) {
        await repository.markComputed(tx, companyId, generation);
        return 'finished' as const;
      }
      const fresh = await repository.freshProducts(tx, companyId, generation, state.lastId, batch.at(-1)!.id);
      const facts: ProductFacts[] = [];
      for (const row of batch) {
        // Every set is walked forward with the batch, a product a save refreshed included.
        const fact = { id: row.id, applies: applies.map((set) => set.has(row.id)), receives: receives.map((set) => set.has(row.id)), values: row.vals ?? {} };
        if (!fresh.has(row.id)) facts.push(fact);
      }
      await rewriteChanged(tx, companyId, start.loaded, facts, { afterId: state.lastId, lastId: batch.at(-1)!.id });
      const next = { ...state, lastId: batch.at(-1)!.id, done: state.done + batch.length };
      await context.saveCheckpointIn(tx, next);
      return next;
    });
    if (step === 'superseded') return { products: state.done, superseded: true };
    if (step === 'finished') break;
    state = step;
    await context.progress(start.total === 0 ? 1 : Math.min(0.99, state.done / start.total));
  }
  await context.progress(1);
  return { products: state.done, superseded: false };
});
