/**
 * The rows a run of a template would write, as one fingerprint per product (SHA-1 of its cells on
 * every visible sheet), read with the run's own machinery — the same rendering (`resolveRendering`),
 * column plan, selection and keyset batches as `export-job.ts` — so that "the exported content
 * changed" means exactly "the file would say something else about this product". The feeds'
 * differential option compares them with what it last delivered. Batches come one at a time: the
 * memory stays flat however large the selection.
 */
import { createHash } from 'node:crypto';
import type { ExportSelection } from '@pimento/shared-kit/contracts/exports';
import type { Database } from '../../db/database.ts';
import { loadJobActor } from '../rights/actor.ts';
import { categoryPathsFor } from './category-paths.ts';
import { planColumns } from './column-plan.ts';
import { resolveRendering } from './export-runs.ts';
import { selectionScope } from './export-selection.ts';
import { batchPrices } from './price-columns.ts';
import { productBatches, selectionIds } from './product-batches.ts';
import { loadMainImageAddresses } from './main-image-columns.ts';

export type RowFingerprint = { id: number; hash: string };

export async function* templateRowFingerprints(
  db: Database,
  owner: { companyId: string; userId: string },
  request: { templateId: number; selection: ExportSelection; language: string | null },
): AsyncGenerator<RowFingerprint[]> {
  const { companyId, userId } = owner;
  const setup = await db.withTenant(companyId, async (tx) => {
    const actor = await loadJobActor(tx, companyId, userId);
    const rendering = await resolveRendering(tx, actor, {
      source: { kind: 'template', template_id: request.templateId },
      selection: request.selection,
      ...(request.language === null ? {} : { language: request.language }),
    });
    const categories = await categoryPathsFor(tx, companyId, rendering.layout);
    const media = await loadMainImageAddresses(tx, companyId, rendering.layout);
    const plan = planColumns(rendering.layout, { catalogue: rendering.context.catalogue, readable: rendering.readable, language: rendering.language, categories, prices: rendering.prices, media });
    const scope = await selectionScope(tx, actor, rendering.filters, { attributes: rendering.readable.byId, languages: rendering.context.languages });
    const ids = await selectionIds(tx, actor, rendering.filters, scope);
    return { actor, plan, scope, ids, prices: batchPrices(plan, rendering.prices) };
  });
  const { actor, plan, scope, ids, prices } = setup;
  for await (const batch of productBatches(db, actor, scope, ids, { withCategories: plan.needsCategories, prices, withMainImages: plan.needsMainImages })) {
    yield batch.map((product) => ({
      id: product.id,
      hash: createHash('sha1')
        .update(JSON.stringify(plan.sheets.map((sheet) => sheet.columns.map((column) => column.read(product)))))
        .digest('base64url'),
    }));
  }
}
