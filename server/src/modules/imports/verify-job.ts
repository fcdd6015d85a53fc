/**
 * The dry run ("verifying", spec §4): reads the whole file, judges every row against the catalogue
 * (`row-verdict.ts`) and keeps the verdicts in `import_run_rows`, in batches of a few thousand rows
 * with one lookup of their products each. Nothing reaches the catalogue. A retry after a crash
 * starts the dry run again from its first row: it writes only the run's own rows.
 */
import type { ImportRowOutcome } from '@pimento/shared-kit/contracts/imports';
import { compilePill, type CompiledPill, type RowCells } from '@pimento/shared-kit/imports/apply-pill';
import { fileColumns, type FileColumn } from '@pimento/shared-kit/imports/header-keys';
import { FileReadError } from '../../formats/tabular-source.ts';
import { JobError, JobStoppedError } from '../../jobs/errors.ts';
import { registerJobType, type JobContext } from '../../jobs/registry.ts';
import { loadCatalogueContext, catalogueRights } from '../catalogue/index.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import { rightsOnObject } from '../rights/authorization.ts';
import { loadJobActor } from '../rights/actor.ts';
import { loadCategoryIndex } from './category-paths.ts';
import { findImportFile } from './files-repository.ts';
import { openImportSource, withStoredFile } from './import-files.ts';
import { loadPriceImportContext, resolvePricePlans, type PriceImportContext } from './price-rows.ts';
import { importVerifyJobType } from './import-runs.ts';
import { rowSku, rowVerdict, type ExistingProduct, type RowVerdict, type VerdictContext } from './row-verdict.ts';
import { notifyRunStep } from './run-notifications.ts';
import * as runs from './runs-repository.ts';

const verifyAttempts = 3;

export const verifyTuning = {
  /** Rows judged per product lookup and per insert of verdicts. */
  batchSize: 2000,
};

type VerifyPayload = { runId: number };

type Counts = Record<ImportRowOutcome | 'rows' | 'cells_in_error', number>;

/** The run cannot go on: recorded on the run (shown on its page) and on the task. */
class RunFailure extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;
  constructor(code: string, params: Record<string, string | number> = {}) {
    super(code);
    this.code = code;
    this.params = params;
  }
}

export async function verifyImport(job: JobContext<VerifyPayload>): Promise<unknown> {
  const { companyId, userId, payload, storage } = job;
  if (storage === undefined) throw new JobError('task.failed', 'this worker has no file storage', { retryable: false });
  const runId = payload.runId;
  const prepared = await job.db.withTenant(companyId, async (tx) => {
    const run = await runs.findImportRun(tx, companyId, runId);
    if (run === null) throw new JobError('task.failed', `import run ${runId} not found`, { retryable: false });
    const file = run.file_id === null ? null : await findImportFile(tx, companyId, run.file_id);
    await runs.clearRunRows(tx, companyId, runId);
    await runs.setRunStatus(tx, companyId, runId, 'verifying', { counts: {}, failure: null });
    const actor = await loadJobActor(tx, companyId, userId);
    const context = await loadCatalogueContext(tx, companyId);
    const categories = await loadCategoryIndex(tx, companyId);
    const prices = await loadPriceImportContext(tx, companyId, run.template_snapshot.pills);
    return { run, file, actor, context, categories, prices };
  });
  const { run, file, actor, context } = prepared;
  // Its steps in the tasks panel: reading the file, and checking its rows (a batch behind the reading).
  let reading = true;
  const fail = async (failure: RunFailure): Promise<never> => {
    await job.step(reading ? 'read' : 'check', { failed: { code: failure.code } }).catch(() => undefined);
    await job.db.withTenant(companyId, (tx) => runs.setRunStatus(tx, companyId, runId, 'error', { failure: { code: failure.code, params: failure.params } }));
    await notifyRunStep(job.db, job.publisher, { companyId, userId }, { id: runId, templateId: run.template_id, templateName: run.template_snapshot.name }, 'failed', {});
    throw new JobError(failure.code, `import run ${runId} failed: ${failure.code}`, { retryable: false });
  };
  if (file === null) return fail(new RunFailure('import.file_empty'));

  const rights = attributeRightsOf(actor, context.catalogue);
  const options = run.template_snapshot.options;

  try {
    return await withStoredFile(storage, file, async (filePath) => {
      const source = await openImportSource(filePath, options.csv);
      // One batch's verdicts are written while the next is read, looked up and judged (the
      // worker mostly waits on the database otherwise); at most one write is in flight, in order.
      let writing: Promise<void> = Promise.resolve();
      try {
        const counts: Counts = { rows: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, error: 0, cells_in_error: 0 };
        const known = 'columns' in source ? [...(source as { columns: readonly string[] }).columns] : null;
        let columns: FileColumn[] | null = known ? fileColumns(known) : null;
        let compiled: { sku: CompiledPill; others: CompiledPill[] } | null = columns ? compileAll(columns) : null;
        const verdictContext: VerdictContext = {
          options,
          attributes: rights.readable.byId,
          canEditAttribute: (attributeId) => rights.canEdit(attributeId),
          mayEditProduct: (product) => rightsOnObject(actor, product.groupIds).edit,
          mayCreateProducts: catalogueRights(actor).create,
          languages: context.languages,
          headerOf: (key) => columns?.find((column) => column.key === key)?.header ?? key,
          // Looked up per batch (`judgeBatch`): a company's tens of thousands of models are not held for the run.
          modelByReference: () => undefined,
          categories: prepared.categories,
          mayCreateCategories: catalogueRights(actor).create,
          ...(prepared.prices === undefined ? {} : { prices: prepared.prices }),
        };

        let batch: Array<{ line: number; cells: RowCells }> = [];
        const firstLineOfSku = new Map<string, number>();
        const flush = async () => {
          if (batch.length === 0 || compiled === null) return;
          const verdicts = await judgeBatch(job, companyId, batch, compiled, verdictContext, firstLineOfSku, prepared.prices);
          batch = [];
          for (const verdict of verdicts) {
            counts.rows += 1;
            counts[verdict.outcome] += 1;
            counts.cells_in_error += verdict.errors.length;
          }
          const fraction = Math.min(0.99, source.readFraction());
          const stillReading = reading;
          await writing;
          writing = (async () => {
            await job.db.withTenant(companyId, (tx) => runs.insertRunRows(tx, companyId, runId, verdicts));
            if (stillReading) await job.step('read', { percent: fraction });
            await job.step('check', { percent: fraction });
            await job.progress(fraction);
          })();
          // Awaited at the next batch or the end; a failure meanwhile is not left unhandled.
          writing.catch(() => undefined);
        };
        await job.step('read', { percent: 0 });
        await job.step('check', { percent: 0 });

        for await (const row of source.rows(options.sheet ?? undefined)) {
          if (columns === null) {
            if (row.line < options.header_line) continue;
            columns = fileColumns(row.cells);
            compiled = compileAll(columns);
            continue;
          }
          const cells = new Map<string, string | null>();
          for (const column of columns) cells.set(column.key, row.cells[column.index] ?? null);
          batch.push({ line: row.line, cells });
          if (batch.length >= verifyTuning.batchSize) await flush();
        }
        reading = false;
        await writing;
        await job.step('read', { done: { rows: counts.rows + batch.length } });
        await flush();
        await writing;
        await job.step('check', { done: { created: counts.created, updated: counts.updated, unchanged: counts.unchanged, errors: counts.error } });
        await job.db.withTenant(companyId, (tx) => runs.setRunStatus(tx, companyId, runId, 'ready', { counts, verified: true }));
        await notifyRunStep(job.db, job.publisher, { companyId, userId }, { id: runId, templateId: run.template_id, templateName: run.template_snapshot.name }, 'verified', counts);
        return { run_id: runId, ...counts };
      } finally {
        // A failure while a write is in flight: the run's state is set once that write is over.
        await writing.catch(() => undefined);
        await source.close();
      }
    });
  } catch (error) {
    if (error instanceof RunFailure) return fail(error);
    if (error instanceof FileReadError) return fail(new RunFailure(error.code, { ...error.params }));
    if (error instanceof Error && 'statusCode' in error && 'code' in error && typeof error.code === 'string') return fail(new RunFailure(error.code));
    // An unexpected failure: retried (the dry run starts again); on the last attempt the run says so.
    if (!(error instanceof JobStoppedError) && job.attempt >= verifyAttempts) return fail(new RunFailure('task.failed'));
    throw error;
  }

  function compileAll(columns: readonly FileColumn[]): { sku: CompiledPill; others: CompiledPill[] } {
    const keys = new Set(columns.map((column) => column.key));
    const compiledPills: CompiledPill[] = [];
    for (const pill of run.template_snapshot.pills) {
      const result = compilePill(pill, keys);
      if (!result.ok) {
        const problem = result.problems[0]!;
        throw new RunFailure(problem.code, problem.code === 'import.pill_missing_column' ? { column: problem.column } : {});
      }
      // A unit column is read beside the pill's own columns: missing, the pill is broken like any other.
      const unitColumn = pill.target.kind === 'attribute' ? (pill.target.unit_column ?? null) : null;
      if (unitColumn !== null && !keys.has(unitColumn)) throw new RunFailure('import.pill_missing_column', { column: unitColumn });
      compiledPills.push(result.compiled);
    }
    const sku = compiledPills.find((pill) => pill.pill.target.kind === 'sku');
    if (sku === undefined) throw new RunFailure('import.no_sku_pill');
    return { sku, others: compiledPills.filter((pill) => pill !== sku) };
  }
}

/**
 * One lookup of the batch's products by SKU (with the attributes their models manage) and of the
 * models its cells name, then each row judged; a SKU met twice in the file is refused the second time.
 */
async function judgeBatch(
  job: JobContext<VerifyPayload>,
  companyId: string,
  batch: ReadonlyArray<{ line: number; cells: RowCells }>,
  compiled: { sku: CompiledPill; others: CompiledPill[] },
  context: VerdictContext,
  firstLineOfSku: Map<string, number>,
  prices: PriceImportContext | undefined,
): Promise<RowVerdict[]> {
  job.throwIfStopped();
  const skus = [...new Set(batch.map((row) => rowSku(row.cells, compiled.sku)).flatMap((read) => ('sku' in read ? [read.sku] : [])))];
  const references = modelReferences(batch, compiled.others);
  const { products, models } = await job.db.withTenant(companyId, async (tx) => ({
    products: await tx.query<{ id: number; sku: string; name: string; status: ExistingProduct['status']; model_id: number | null; managed: number[]; attribute_values: Record<string, unknown>; version: number; group_ids: string[]; categories: number[] }>(
      `SELECT p.id::float8 AS id, p.sku, p.name, p.status, p.model_id::float8 AS model_id, coalesce(m.managed_attribute_ids, '{}') AS managed, p.attribute_values, p.version, p.group_ids,
              ARRAY(SELECT pc.category_id::int FROM product_categories pc WHERE pc.company_id = p.company_id AND pc.product_id = p.id ORDER BY 1) AS categories
         FROM products p LEFT JOIN models m ON m.company_id = p.company_id AND m.id = p.model_id
        WHERE p.company_id = $1 AND p.sku = ANY($2::text[])`,
      [companyId, skus],
    ),
    models:
      references.length === 0
        ? []
        : await tx.query<{ id: number; reference: string; managed: number[] }>(
            'SELECT id::float8 AS id, reference, managed_attribute_ids AS managed FROM models WHERE company_id = $1 AND reference = ANY($2::text[])',
            [companyId, references],
          ),
  }));
  const modelsByReference = new Map(models.map((model) => [model.reference, { id: model.id, managed: new Set(model.managed) }]));
  const batchContext: VerdictContext = { ...context, modelByReference: (reference) => modelsByReference.get(reference) };
  const bySku = new Map<string, ExistingProduct>(
    products.map((product) => [
      product.sku,
      {
        id: product.id,
        sku: product.sku,
        name: product.name,
        status: product.status,
        modelId: product.model_id,
        values: product.attribute_values,
        managedByModel: new Set(product.managed),
        version: product.version,
        groupIds: product.group_ids,
        categories: product.categories,
      },
    ]),
  );
  const verdicts = batch.map((row): RowVerdict => {
    const read = rowSku(row.cells, compiled.sku);
    const sku = 'sku' in read ? read.sku : null;
    if (sku !== null) {
      const firstLine = firstLineOfSku.get(sku);
      if (firstLine !== undefined) {
        return { line: row.line, sku, outcome: 'error' as const, productId: null, productVersion: null, changes: {}, fields: null, errors: [{ line: row.line, column: context.headerOf(compiled.sku.pill.columns[0]!), sku, code: 'import.cell.sku_repeated', params: { line: firstLine } }] };
      }
      firstLineOfSku.set(sku, row.line);
    }
    return rowVerdict(row.line, row.cells, compiled.sku, compiled.others, sku === null ? undefined : bySku.get(sku), batchContext);
  });
  // Prices are compared with the stored ones and checked by the prices module, the batch at once.
  return prices === undefined ? verdicts : job.db.withTenant(companyId, (tx) => resolvePricePlans(tx, companyId, verdicts, prices, context.headerOf));
}

/** The model references a batch's cells name (read as the verdict reads them, whether or not the product has a model). */
function modelReferences(batch: ReadonlyArray<{ cells: RowCells }>, pills: readonly CompiledPill[]): string[] {
  const references = new Set<string>();
  for (const pill of pills) {
    if (pill.pill.target.kind !== 'model') continue;
    for (const row of batch) {
      for (const targetIsEmpty of [true, false]) {
        const outcome = pill.apply(row.cells, () => targetIsEmpty);
        if (outcome.applies && !('error' in outcome) && outcome.text !== null) references.add(outcome.text.trim());
      }
    }
  }
  return [...references];
}

registerJobType<VerifyPayload>(importVerifyJobType, verifyImport, {
  maxAttempts: verifyAttempts,
  onCancel: (tx, job) => runs.cancelVerification(tx, job.companyId, job.payload.runId),
  // The handler says its own failures; this is for the one it cannot: its worker's death.
  onGiveUp: (tx, job) => runs.failVerification(tx, job.companyId, job.payload.runId, { code: job.problem.code }),
});
