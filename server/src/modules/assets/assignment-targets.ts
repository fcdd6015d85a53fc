/**
 * The products (or models) a rule's captures name, resolved for a batch of subjects at once: one
 * query per kind of identifying pill, whatever the batch's size. SKUs, model references and
 * attribute values are compared without case; a localised value matches in any language. Several
 * identifying pills narrow each other (a SKU and a colour: that product, if it has that colour).
 */
import type { Queryable } from '../../db/database.ts';
import type { Actor } from '../rights/authorization.ts';
import { rightsOnObject } from '../rights/authorization.ts';
import type { PatternCaptures } from './assignment-pattern.ts';

export type TargetProduct = { id: number; sku: string; model_id: number | null; group_ids: string[] };
export type TargetModel = { id: number; reference: string; group_ids: string[] };
export type Targets = { products: TargetProduct[]; models: TargetModel[] };

const lowered = (values: Iterable<string>) => [...new Set([...values].map((value) => value.toLowerCase()))];

/**
 * For each captures (null: no match), the products it names that the actor may `right`, by SKU,
 * and — when `modelManaged` — the models they belong to (or the model its reference names).
 */
export async function resolveTargets(
  tx: Queryable,
  actor: Actor,
  batch: readonly (PatternCaptures | null)[],
  modelManaged: boolean,
  right: 'read' | 'edit',
): Promise<Targets[]> {
  const companyId = actor.principal.companyId;
  const captured = batch.filter((captures): captures is PatternCaptures => captures !== null);
  const allowed = (row: { group_ids: string[] }) => rightsOnObject(actor, row.group_ids)[right];

  const skus = lowered(captured.flatMap((captures) => (captures.sku === null ? [] : [captures.sku])));
  const bySku = new Map<string, TargetProduct>();
  if (skus.length > 0) {
    const rows = await tx.query<TargetProduct>(
      `SELECT id::int AS id, sku, model_id::int AS model_id, group_ids::text[] AS group_ids FROM products WHERE company_id = $1 AND lower(sku) = ANY($2::text[])`,
      [companyId, skus],
    );
    for (const row of rows) bySku.set(row.sku.toLowerCase(), row);
  }

  const references = lowered(captured.flatMap((captures) => (captures.modelReference === null ? [] : [captures.modelReference])));
  const modelByReference = new Map<string, TargetModel>();
  const productsByModel = new Map<number, TargetProduct[]>();
  const modelsById = new Map<number, TargetModel>();
  if (references.length > 0) {
    const models = await tx.query<TargetModel>(
      `SELECT id::int AS id, reference, group_ids::text[] AS group_ids FROM models WHERE company_id = $1 AND lower(reference) = ANY($2::text[])`,
      [companyId, references],
    );
    for (const model of models) {
      modelByReference.set(model.reference.toLowerCase(), model);
      modelsById.set(model.id, model);
    }
    if (!modelManaged && models.length > 0) {
      const rows = await tx.query<TargetProduct>(
        `SELECT id::int AS id, sku, model_id::int AS model_id, group_ids::text[] AS group_ids FROM products WHERE company_id = $1 AND model_id = ANY($2::bigint[]) ORDER BY sku`,
        [companyId, models.map((model) => model.id)],
      );
      for (const row of rows) productsByModel.set(row.model_id!, [...(productsByModel.get(row.model_id!) ?? []), row]);
    }
  }

  // Attribute values: one query per attribute of the pattern.
  const attributeIds = [...new Set(captured.flatMap((captures) => [...captures.attributes.keys()]))];
  const byAttributeValue = new Map<number, Map<string, TargetProduct[]>>();
  for (const attributeId of attributeIds) {
    const values = lowered(captured.flatMap((captures) => (captures.attributes.has(attributeId) ? [captures.attributes.get(attributeId)!] : [])));
    const rows = await tx.query<TargetProduct & { value: string }>(
      `SELECT DISTINCT p.id::int AS id, p.sku, p.model_id::int AS model_id, p.group_ids::text[] AS group_ids, lower(v.value) AS value
         FROM products p
        CROSS JOIN LATERAL jsonb_each_text(
          CASE jsonb_typeof(p.attribute_values -> $2) WHEN 'object' THEN p.attribute_values -> $2 ELSE jsonb_build_object('', p.attribute_values -> $2) END) v
        WHERE p.company_id = $1 AND p.attribute_values ? $2 AND lower(v.value) = ANY($3::text[])
        ORDER BY p.sku`,
      [companyId, String(attributeId), values],
    );
    const byValue = new Map<string, TargetProduct[]>();
    for (const { value, ...product } of rows) byValue.set(value, [...(byValue.get(value) ?? []), product]);
    byAttributeValue.set(attributeId, byValue);
  }

  // Models of products found by SKU or attribute, when the category is the model's.
  if (modelManaged) {
    const missing = new Set<number>();
    for (const product of [...bySku.values(), ...[...byAttributeValue.values()].flatMap((byValue) => [...byValue.values()].flat())]) {
      if (product.model_id !== null && !modelsById.has(product.model_id)) missing.add(product.model_id);
    }
    if (missing.size > 0) {
      const models = await tx.query<TargetModel>(`SELECT id::int AS id, reference, group_ids::text[] AS group_ids FROM models WHERE company_id = $1 AND id = ANY($2::bigint[])`, [
        companyId,
        [...missing],
      ]);
      for (const model of models) modelsById.set(model.id, model);
    }
  }

  return batch.map((captures) => {
    if (captures === null) return { products: [], models: [] };
    // Each identifying pill gives a set of products; the products named are those in every set.
    const sets: TargetProduct[][] = [];
    let namedModel: TargetModel | null | undefined;
    if (captures.sku !== null) sets.push(bySku.has(captures.sku.toLowerCase()) ? [bySku.get(captures.sku.toLowerCase())!] : []);
    if (captures.modelReference !== null) {
      namedModel = modelByReference.get(captures.modelReference.toLowerCase()) ?? null;
      if (!modelManaged) sets.push(namedModel === null ? [] : (productsByModel.get(namedModel.id) ?? []));
    }
    for (const [attributeId, value] of captures.attributes) sets.push(byAttributeValue.get(attributeId)?.get(value.toLowerCase()) ?? []);
    let products: TargetProduct[] = [];
    if (sets.length > 0) {
      const [first, ...others] = sets;
      products = first!.filter((product) => others.every((set) => set.some((other) => other.id === product.id)));
    }
    if (!modelManaged) return { products: products.filter(allowed).toSorted((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)), models: [] };
    // The model's category: the model named, else the models of the products named.
    let models: TargetModel[];
    if (namedModel !== undefined) {
      models = namedModel === null ? [] : [namedModel];
      if (sets.length > 0) models = models.filter((model) => products.some((product) => product.model_id === model.id));
    } else {
      const ids = [...new Set(products.flatMap((product) => (product.model_id === null ? [] : [product.model_id])))];
      models = ids.flatMap((id) => (modelsById.has(id) ? [modelsById.get(id)!] : []));
    }
    return { products: [], models: models.filter(allowed) };
  });
}
