/**
 * The demo's media step: a picture and a data sheet per model (`seed/demo-catalogue/demo-media.ts`),
 * kept through the gallery's own upload path (content checked, storage limit, name, rules on upload;
 * thumbnails made by this step) in two asset categories the models manage, then linked to their
 * model through the product-assets module, the picture as the model's main image — which its
 * products show. A model whose files exist already is skipped: a retry or a second load adds nothing.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database, Queryable } from '../../db/database.ts';
import { JobError } from '../../jobs/errors.ts';
import type { JobContext } from '../../jobs/registry.ts';
import { demoDataSheet, demoPicture, type DemoModelSheet } from '../../seed/demo-catalogue/demo-media.ts';
import { addLinkedAssets, setFeaturedAsset } from '../assets/asset-links.ts';
import { createAssetCategory } from '../assets/asset-categories.ts';
import { isNameTaken } from '../assets/asset-repository.ts';
import { listAll } from '../assets/category-repository.ts';
import { labelLanguagesOf } from '../attributes/local-names.ts';
import { inspectAssetFile } from '../assets/file-content.ts';
import { loadSharp } from '../assets/load-sharp.ts';
import { renderThumbnails, storeThumbnails } from '../assets/thumbnail-job.ts';
import { assetUploadTuning, keepStoredAsset } from '../assets/upload.ts';
import { loadJobActor } from '../rights/actor.ts';
import type { Actor } from '../rights/authorization.ts';

const categories = {
  pictures: { names: { en: 'Model pictures', fr: 'Photos des modèles' }, featured: true },
  sheets: { names: { en: 'Model data sheets', fr: 'Fiches techniques des modèles' }, featured: false },
} as const;

async function categoryId(tx: Queryable, actor: Actor, wanted: (typeof categories)[keyof typeof categories]): Promise<number> {
  const companyId = actor.principal.companyId;
  const found = (await listAll(tx, companyId)).find((category) => category.parent_id === null && Object.values(category.names).includes(wanted.names.en));
  if (found !== undefined) return found.id;
  // Named in the company's label languages that the demo has words for.
  const languages = await labelLanguagesOf(tx, companyId);
  const names = Object.fromEntries(Object.entries(wanted.names).filter(([language]) => languages.includes(language)));
  return (await createAssetCategory(tx, actor, Object.keys(names).length > 0 ? { names, featured: wanted.featured, managed_by_model: true } : { name: wanted.names.en, featured: wanted.featured, managed_by_model: true })).id;
}

/** Keeps one made file through the gallery's upload path; its asset id. */
async function keep(db: Database, job: JobContext, folder: string, fileName: string, bytes: Buffer, categoryIdOf: number): Promise<number> {
  const filePath = path.join(folder, fileName);
  await writeFile(filePath, bytes);
  const content = await inspectAssetFile(filePath, fileName, assetUploadTuning.maxPixels);
  const runAs = <T>(work: (tx: Queryable, actor: Actor) => Promise<T>) => db.withTenant(job.companyId, async (tx) => work(tx, await loadJobActor(tx, job.companyId, job.userId)));
  const { asset } = await keepStoredAsset(runAs, job.storage!, { path: filePath, name: fileName, size: (await stat(filePath)).size, content }, { category_id: categoryIdOf }, null, 'caller');
  // Made here, from the file at hand: 26 thumbnail tasks would crowd the user's tasks panel.
  if (content.kind === 'image') await storeThumbnails(db, job.storage!, job.companyId, asset.id, await renderThumbnails(await loadSharp(), createReadStream(filePath), assetUploadTuning.maxPixels));
  return asset.id;
}

/** Makes and links each model's media; how many models got theirs. */
export async function addDemoMedia(job: JobContext, models: readonly DemoModelSheet[], onProgress: (fraction: number) => Promise<void>): Promise<number> {
  const { db, companyId, userId } = job;
  if (job.storage === undefined) throw new JobError('task.failed', 'this worker has no file storage', { retryable: false });
  const ids = await db.withTenant(companyId, async (tx) => {
    const actor = await loadJobActor(tx, companyId, userId);
    return { pictures: await categoryId(tx, actor, categories.pictures), sheets: await categoryId(tx, actor, categories.sheets) };
  });
  const folder = await mkdtemp(path.join(tmpdir(), 'pimento-demo-media-'));
  let added = 0;
  try {
    for (const [index, model] of models.entries()) {
      job.throwIfStopped();
      const picture = `${model.reference}.png`;
      const sheet = `${model.reference}-data-sheet.pdf`;
      const target = await db.withTenant(companyId, async (tx) => {
        const [row] = await tx.query<{ id: number }>('SELECT id::int AS id FROM models WHERE company_id = $1 AND reference = $2', [companyId, model.reference]);
        return row === undefined || (await isNameTaken(tx, companyId, picture)) ? null : row.id;
      });
      if (target === null) continue;
      const pictureId = await keep(db, job, folder, picture, await demoPicture(model.reference), ids.pictures);
      const sheetId = await keep(db, job, folder, sheet, await demoDataSheet(model), ids.sheets);
      await db.withTenant(companyId, async (tx) => {
        const actor = await loadJobActor(tx, companyId, userId);
        await addLinkedAssets(tx, actor, 'model', target, { asset_ids: [pictureId, sheetId], placement: 'after', sort: 'never' });
        await setFeaturedAsset(tx, actor, 'model', target, { asset_id: pictureId });
      });
      added += 1;
      await onProgress((index + 1) / models.length);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return added;
}
