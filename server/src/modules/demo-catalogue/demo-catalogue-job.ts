/**
 * The `demo_catalogue` job: loads the demo catalogue's files (`seed/demo-catalogue/`) into a
 * company through the engines a user's files go through, one step after the other in this one
 * task: the structure import (attributes, groups, sections), the category trees' roots and the
 * models through their modules' own creates, a picture and a data sheet per model through the
 * gallery's upload (`demo-media-step.ts`), then an import run of the product file with its
 * template (dry run, then launch). Nothing writes the catalogue another way.
 *
 * Each step runs the engine's own handler with this task's context, its progress scaled to the
 * step's share and its checkpoint kept inside this job's (`stepContext`): a restart resumes the
 * step where its engine left it. Every step skips what exists (attribute codes, roots, model
 * references; the import updates what it created), so a retry or a second load adds nothing.
 */
import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ImportTemplateInput, Pill } from '@pimento/shared-kit/contracts/imports';
import type { Queryable } from '../../db/database.ts';
import { JobError } from '../../jobs/errors.ts';
import { registerJobType, type JobContext } from '../../jobs/registry.ts';
import { demoFiles, readDemoJson, type DemoSetupFile, type DemoTemplateFile } from '../../seed/demo-catalogue/demo-files.ts';
import { loadAttributeDefinitions } from '../attributes/definitions-repository.ts';
import { createCategory, listCategories } from '../categories/service.ts';
import { receiveImportFile } from '../imports/import-files.ts';
import { createImportRunInTask, getImportRun, startLaunchInTask } from '../imports/import-runs.ts';
import { createImportTemplate } from '../imports/import-templates.ts';
import { launchImport } from '../imports/launch-job.ts';
import { findImportTemplateByName } from '../imports/templates-repository.ts';
import { verifyImport } from '../imports/verify-job.ts';
import { createModel } from '../models/service.ts';
import { loadJobActor } from '../rights/actor.ts';
import type { Actor } from '../rights/authorization.ts';
import { createStructureRun, recordTask } from '../structure-import/service.ts';
import { runStructureImport } from '../structure-import/structure-import-job.ts';
import { addDemoMedia } from './demo-media-step.ts';
import { demoCatalogueJobType } from './service.ts';

type Step = 'structure' | 'setup' | 'media' | 'verify' | 'launch';
type Checkpoint = { step: Step; structureRunId?: number; importRunId?: number; models?: number; media?: number; inner?: unknown };

/** Each step's share of the task's progress bar: the product import is most of the work. */
const shares: Record<Step, [number, number]> = { structure: [0, 0.1], setup: [0.1, 0.15], media: [0.15, 0.2], verify: [0.2, 0.5], launch: [0.5, 1] };

/** The engine's handler runs as if it were this task, its checkpoint nested in this job's. */
function stepContext<Payload>(job: JobContext, state: Checkpoint, payload: Payload): JobContext<Payload> {
  const [from, to] = shares[state.step];
  const nest = (inner: unknown): Checkpoint => ({ ...state, inner });
  return {
    ...job,
    payload,
    checkpoint: state.inner ?? null,
    progress: (fraction) => job.progress(from + (to - from) * Math.min(1, Math.max(0, fraction))),
    saveCheckpoint: (inner) => job.saveCheckpoint(nest(inner)),
    saveCheckpointIn: (tx, inner) => job.saveCheckpointIn(tx, nest(inner)),
  };
}

/** A file of the demo, stored as if its user had uploaded it. */
async function upload(tx: Queryable, actor: Actor, job: JobContext, file: string): Promise<string> {
  if (job.storage === undefined) throw new JobError('task.failed', 'this worker has no file storage', { retryable: false });
  const { file: stored } = await receiveImportFile(tx, actor, job.storage, `demo-${path.basename(file)}`, createReadStream(file));
  return stored.id;
}

/** The shipped template with the company's attribute ids; its name, or the first free one after it. */
async function templateInput(tx: Queryable, companyId: string): Promise<ImportTemplateInput> {
  const shipped = await readDemoJson<DemoTemplateFile>(demoFiles.template);
  const { byCode } = await loadAttributeDefinitions(tx, companyId);
  const pills: Pill[] = shipped.pills.map(({ columns, target, conditions }) => {
    const common = { id: randomUUID(), columns, formula: null, value_map: null, conditions: conditions ?? [] };
    if (target.kind !== 'attribute') return { ...common, target };
    const attribute = byCode.get(target.attribute.toLowerCase());
    if (attribute === undefined) throw new JobError('task.failed', `the demo structure has no attribute ${target.attribute}`, { retryable: false });
    return { ...common, target: { kind: 'attribute', attribute_id: attribute.id, language: target.language ?? null, unit: null, bound: target.bound ?? null } };
  });
  let name = shipped.name;
  for (let number = 2; (await findImportTemplateByName(tx, companyId, name)) !== null; number += 1) name = `${shipped.name} ${number}`;
  return { name, options: shipped.options, pills };
}

/** The two trees' roots and the models with their managed values, each only if it is missing. */
async function setUp(tx: Queryable, actor: Actor): Promise<number> {
  const companyId = actor.principal.companyId;
  const setup = await readDemoJson<DemoSetupFile>(demoFiles.setup);
  const roots = new Set((await listCategories(tx, actor, null)).map((root) => root.name.toLowerCase()));
  for (const name of setup.category_trees) if (!roots.has(name.toLowerCase())) await createCategory(tx, actor, { name, parent_id: null });
  const { byCode } = await loadAttributeDefinitions(tx, companyId);
  const existing = new Set((await tx.query<{ reference: string }>('SELECT reference FROM models WHERE company_id = $1', [companyId])).map((row) => row.reference));
  let created = 0;
  for (const model of setup.models) {
    if (existing.has(model.reference)) continue;
    const managed = Object.entries(model.managed).map(([code, value]) => [byCode.get(code.toLowerCase())!.id, value] as const);
    await createModel(tx, actor, {
      reference: model.reference,
      name: model.name,
      managed_attribute_ids: managed.map(([id]) => id),
      values: Object.fromEntries(managed.map(([id, value]) => [String(id), value])),
    });
    created += 1;
  }
  return created;
}

export async function loadDemoCatalogue(job: JobContext): Promise<unknown> {
  const { db, companyId, userId } = job;
  let state = (job.checkpoint as Checkpoint | null) ?? { step: 'structure' };
  /** Runs `work` in a tenant transaction as the task's user; `next` is saved with it. */
  const inStep = <T>(work: (tx: Queryable, actor: Actor) => Promise<T>, next: (result: T) => Checkpoint): Promise<Checkpoint> =>
    db.withTenant(companyId, async (tx) => {
      const checkpoint = next(await work(tx, await loadJobActor(tx, companyId, userId)));
      await job.saveCheckpointIn(tx, checkpoint);
      return checkpoint;
    });

  if (state.step === 'structure') {
    if (state.structureRunId === undefined) {
      state = await inStep(
        async (tx, actor) => {
          const { runId } = await createStructureRun(tx, actor, { file_id: await upload(tx, actor, job, demoFiles.structure), sheet: null, header_line: 1 });
          await recordTask(tx, actor, runId, job.taskId);
          return runId;
        },
        (runId) => ({ step: 'structure', structureRunId: runId }),
      );
    }
    await runStructureImport(stepContext(job, state, { runId: state.structureRunId! }));
    state = { step: 'setup', structureRunId: state.structureRunId };
  }

  if (state.step === 'setup') {
    const structureRunId = state.structureRunId;
    state = await inStep((tx, actor) => setUp(tx, actor), (models) => ({ step: 'media', structureRunId, models }));
    await job.progress(shares.setup[1]);
  }

  if (state.step === 'media') {
    const before = state;
    const [from, to] = shares.media;
    const media = await addDemoMedia(job, (await readDemoJson<DemoSetupFile>(demoFiles.setup)).models, (fraction) => job.progress(from + (to - from) * fraction));
    state = { ...before, step: 'verify', media };
    await job.saveCheckpoint(state);
  }

  if (state.step === 'verify') {
    const before = state;
    if (state.importRunId === undefined) {
      state = await inStep(
        async (tx, actor) => {
          const template = await createImportTemplate(tx, actor, await templateInput(tx, companyId));
          return createImportRunInTask(tx, actor, { template_id: template.id, file_id: await upload(tx, actor, job, demoFiles.products) }, job.taskId);
        },
        (runId) => ({ ...before, importRunId: runId }),
      );
    }
    await verifyImport(stepContext(job, state, { runId: state.importRunId! }));
    const verified = state;
    state = await inStep(
      async (tx, actor) => {
        const run = await getImportRun(tx, actor, verified.importRunId!);
        if (run.status !== 'ready') throw new JobError('demo_catalogue.import_failed', `demo import run ${run.id} is ${run.status}`, { retryable: false });
        await startLaunchInTask(tx, actor, run.id, job.taskId);
      },
      () => ({ step: 'launch', structureRunId: verified.structureRunId, importRunId: verified.importRunId, models: verified.models, media: verified.media }),
    );
  }

  await launchImport(stepContext(job, state, { runId: state.importRunId! }));
  const summary = await db.withTenant(companyId, async (tx) => {
    const actor = await loadJobActor(tx, companyId, userId);
    const run = await getImportRun(tx, actor, state.importRunId!);
    return { import_run_id: run.id, template_id: run.template_id, products_created: run.counts.created ?? 0, products_updated: run.counts.updated ?? 0, errors: run.counts.error ?? 0 };
  });
  return { structure_run_id: state.structureRunId, models_created: state.models ?? 0, models_with_media: state.media ?? 0, ...summary };
}

registerJobType(demoCatalogueJobType, loadDemoCatalogue, { maxAttempts: 3 });
