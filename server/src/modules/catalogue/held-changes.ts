/**
 * Holding a long bulk write's catalogue change notifications (migration 1231): each batch of an
 * import would otherwise make every API process drop the filter sets, sort keys and text columns
 * it touched, so listings read whole sets again at every batch. A transaction that holds keeps its
 * tokens in `catalogue_changes_held` (committed with it: a crash loses none); the holder releases
 * them in one go — periodically, at its end, and when it stops or gives up — so the listings
 * see its changes then (docs/catalogue-storage.md "The source cache").
 */
import type { Queryable } from '../../db/database.ts';

/** From here to the end of `tx`, catalogue changes are kept for `holder` rather than sent. */
export async function holdCatalogueChanges(tx: Queryable, holder: string): Promise<void> {
  await tx.query("SELECT set_config('pimento.catalogue_changes_held', $1, true)", [holder]);
}

/** Sends what `holder` kept for the company (heard when `tx` commits); answers how many tokens it kept. */
export async function releaseCatalogueChanges(tx: Queryable, companyId: string, holder: string): Promise<number> {
  const [row] = await tx.query<{ released: number }>('SELECT pimento_release_catalogue_changes($1::uuid, $2) AS released', [companyId, holder]);
  return row?.released ?? 0;
}
