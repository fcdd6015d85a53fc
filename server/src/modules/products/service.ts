import type { ListingFilter, ListingSearch } from '@pimento/shared-kit/contracts/product-filters';
import type { Product, ProductCreate, ProductPage, ProductUpdate } from '@pimento/shared-kit/contracts/products';
import { productLimits } from '@pimento/shared-kit/contracts/products';
import type { Queryable } from '../../db/database.ts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { computeDerivedValues } from '../attributes/compute.ts';
import { loadAttributeDefinitions } from '../attributes/definitions-repository.ts';
import type { CatalogueCaches, CatalogueContext, StoredObject } from '../catalogue/index.ts';
import {
  applyValues,
  changedAttributeIds,
  checkText,
  checkValues,
  countProducts,
  isUniqueValueTaken,
  lockUniqueValue,
  productSearchScope,
  saveCatalogueObject,
  searchProducts,
  valueLayout,
  writeChangedIndexRows,
} from '../catalogue/index.ts';
import { existingCategoryIds } from '../categories/repository.ts';
import { withClientRules } from '../clients/index.ts';
import { readHistory } from '../history/service.ts';
import type { AttributeRights } from '../rights/attribute-rights.ts';
import { attributeRightsOf, refuseNotEditable } from '../rights/attribute-rights.ts';
import type { Actor } from '../rights/authorization.ts';
import { rightsOnObject } from '../rights/authorization.ts';
import { assertNoBlockingViolation } from '../validation-rules/index.ts';
import { refreshCompletion } from '../completion/index.ts';
import * as repository from './repository.ts';
import type { ProductRow } from './repository.ts';

type Status = Product['status'];
type HistoryQuery = Parameters<typeof readHistory>[4];

/** The product as `rights` lets its reader see it: values, layout and managed ids of readable attributes only. */
export function toProduct(row: ProductRow, rights: AttributeRights): Product {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    status: row.status,
    model: row.model_id === null ? null : { id: row.model_id, reference: row.model_reference ?? '', name: row.model_name ?? '' },
    categories: row.categories,
    groups: row.group_ids,
    values: rights.readableValues(row.attribute_values),
    managed_by_model: (row.model_managed ?? []).filter((attributeId) => rights.canRead(attributeId)),
    read_only_attribute_ids: [...rights.readOnlyIds],
    layout: valueLayout(rights.readable),
    version: row.version,
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}

/** The product if the user may read it; another company's (or an unreadable) product is 404. */
async function requireReadable(tx: Queryable, actor: Actor, id: number, forUpdate = false): Promise<ProductRow> {
  const row = await repository.findProduct(tx, actor.principal.companyId, id, forUpdate);
  if (row === null || !rightsOnObject(actor, row.group_ids).read) throw notFound();
  return row;
}

export async function getProduct(tx: Queryable, actor: Actor, id: number): Promise<Product> {
  const row = await requireReadable(tx, actor, id);
  // The detail needs the definitions only (their layout): not the languages nor the retention.
  return toProduct(row, attributeRightsOf(actor, await loadAttributeDefinitions(tx, actor.principal.companyId)));
}

/** Fails with 422 (409 when every problem is a taken unique value) listing every field's errors. */
function throwFieldErrors(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length === 0) return;
  const conflictOnly = Object.values(errors).every((codes) => codes.every((code) => code.endsWith('_taken')));
  throw new AppError(conflictOnly ? 409 : 422, 'validation.invalid', { fields: errors });
}

type Draft = {
  sku: string;
  name: string;
  status: Status;
  modelId: number | null;
  categories: number[];
  groupIds: string[];
  given: Record<string, unknown>;
  /** The categories are the stored ones (they exist: deleting a category unclassifies first). */
  categoriesKept?: boolean;
};

/**
 * Validates a draft against spec §5 and the attribute rules, builds the stored document (model's
 * managed values copied in, computed attributes recomputed) and checks unique values.
 */
async function prepare(
  tx: Queryable,
  companyId: string,
  context: CatalogueContext,
  rights: AttributeRights,
  draft: Draft,
  previous: { id: number | null; values: Record<string, unknown> },
): Promise<{ values: Record<string, unknown>; managed: number[] }> {
  const errors: Record<string, string[]> = {};
  const sku = checkText(draft.sku, productLimits.skuLength, { required: 'product.sku_required', tooLong: 'product.sku_too_long' });
  if (sku.error) errors.sku = [sku.error];
  draft.sku = sku.text;
  const name = checkText(draft.name, productLimits.nameLength, { required: 'product.name_required', tooLong: 'product.name_too_long' });
  if (name.error) errors.name = [name.error];
  draft.name = name.text;

  const model = draft.modelId === null ? null : await repository.findModelForProduct(tx, companyId, draft.modelId);
  if (draft.modelId !== null && model === null) errors.model_id = ['product.model_not_found'];
  if (!draft.categoriesKept) {
    const existing = await existingCategoryIds(tx, companyId, draft.categories);
    if (draft.categories.some((id) => !existing.has(id))) errors.categories = ['product.category_not_found'];
  }

  const managed = new Set(model?.managed_attribute_ids ?? []);
  const checked = await checkValues(tx, context.catalogue, context.languages, draft.given, previous.values, managed, rights);
  refuseNotEditable(checked.notEditable);
  Object.assign(errors, checked.errors);
  throwFieldErrors(errors);

  let values = applyValues(previous.values, checked.values);
  // The model's managed values are the product's (read-only here, kept in step by model saves).
  for (const attributeId of managed) {
    const modelValue = model!.attribute_values[String(attributeId)];
    if (modelValue === undefined) delete values[String(attributeId)];
    else values[String(attributeId)] = modelValue;
  }
  values = computeDerivedValues(context.catalogue.list, values, { languages: context.languages });

  for (const attributeId of changedAttributeIds(previous.values, values)) {
    const attribute = context.catalogue.byId.get(attributeId);
    const value = values[String(attributeId)];
    if (attribute === undefined || !attribute.unique || value === undefined) continue;
    await lockUniqueValue(tx, companyId, attributeId, value);
    if (await isUniqueValueTaken(tx, companyId, attribute, value, previous.id)) errors[`values.${attributeId}`] = ['value.unique_taken'];
  }
  throwFieldErrors(errors);
  return { values, managed: [...managed] };
}

function skuTaken(error: unknown): never {
  if (isUniqueViolation(error) && constraintOf(error) === 'products_sku_key') {
    throw new AppError(409, 'validation.invalid', { fields: { sku: ['product.sku_taken'] } });
  }
  throw error;
}

/** The product's built-in fields as the history compares them. */
function historyFields(draft: Draft, sortCategories: boolean): Record<string, unknown> {
  const categories = sortCategories ? [...draft.categories].sort((a, b) => a - b) : draft.categories;
  return { sku: draft.sku, name: draft.name, status: draft.status, model_id: draft.modelId, categories };
}

export async function createProduct(tx: Queryable, actor: Actor, input: ProductCreate): Promise<Product> {
  const companyId = actor.principal.companyId;
  const draft: Draft = {
    sku: input.sku,
    name: input.name,
    status: input.status ?? 'active',
    modelId: input.model_id ?? null,
    categories: [...new Set(input.categories ?? [])],
    groupIds: [],
    given: input.values ?? {},
  };
  const saved = await saveCatalogueObject(tx, actor, {
    entity: 'product',
    stored: null,
    groups: input.groups,
    cannotCreate: 'rights.cannot_create_product',
    prepare: async (context, rights, groupIds) => {
      draft.groupIds = groupIds;
      const { values } = await prepare(tx, companyId, context, rights, draft, { id: null, values: {} });
      return { fields: historyFields(draft, false), values };
    },
    write: async ({ values }, context) => {
      const limit = await repository.productsLimit(tx, companyId);
      if (limit !== null && (await repository.reachedProductsLimit(tx, companyId, limit))) throw new AppError(403, 'plan.products_limit');
      const id = await repository.insertProduct(tx, companyId, { ...draft, values }).catch(skuTaken);
      await repository.setCategories(tx, companyId, id, draft.categories);
      await writeChangedIndexRows(tx, companyId, context.catalogue.byId, id, {}, values);
      return id;
    },
  });
  await assertNoBlockingViolation(tx, actor, saved.id);
  await refreshCompletion(tx, companyId, [saved.id]);
  return toProduct((await repository.findProduct(tx, companyId, saved.id))!, saved.rights);
}

export async function updateProduct(tx: Queryable, actor: Actor, id: number, input: ProductUpdate): Promise<Product> {
  const companyId = actor.principal.companyId;
  const row = await requireReadable(tx, actor, id, true);
  const draft: Draft = {
    sku: input.sku ?? row.sku,
    name: input.name ?? row.name,
    status: input.status ?? row.status,
    modelId: input.model_id === undefined ? row.model_id : input.model_id,
    categories: input.categories === undefined ? row.categories : [...new Set(input.categories)],
    groupIds: row.group_ids,
    given: input.values ?? {},
    categoriesKept: input.categories === undefined,
  };
  const stored: StoredObject = {
    id,
    groupIds: row.group_ids,
    version: row.version,
    fields: { sku: row.sku, name: row.name, status: row.status, model_id: row.model_id, categories: [...row.categories].sort((a, b) => a - b) },
    values: row.attribute_values,
  };
  const saved = await saveCatalogueObject(tx, actor, {
    entity: 'product',
    stored,
    groups: input.groups,
    version: input.version,
    cannotCreate: 'rights.cannot_create_product',
    // A product leaving its model keeps the values the model managed, now editable here.
    prepare: async (context, rights, groupIds) => {
      draft.groupIds = groupIds;
      const { values } = await prepare(tx, companyId, context, rights, draft, { id, values: row.attribute_values });
      return { fields: historyFields(draft, true), values };
    },
    write: async ({ values }, context) => {
      const written = await repository.updateProduct(tx, companyId, id, input.version, { ...draft, values }).catch(skuTaken);
      if (!written) return null;
      if (input.categories !== undefined) await repository.setCategories(tx, companyId, id, draft.categories);
      await writeChangedIndexRows(tx, companyId, context.catalogue.byId, id, row.attribute_values, values);
      return id;
    },
  });
  await assertNoBlockingViolation(tx, actor, id);
  await refreshCompletion(tx, companyId, [id]);
  return toProduct((await repository.findProduct(tx, companyId, id))!, saved.rights);
}

export async function deleteProduct(tx: Queryable, actor: Actor, id: number): Promise<void> {
  const row = await requireReadable(tx, actor, id, true);
  if (!rightsOnObject(actor, row.group_ids).delete) throw new AppError(403, 'rights.forbidden');
  await repository.deleteProducts(tx, actor.principal.companyId, [id]);
}

/** The history of a product, for whoever may read the product (values of readable attributes only). */
export async function productHistory(tx: Queryable, actor: Actor, id: number, query: HistoryQuery): ReturnType<typeof readHistory> {
  await requireReadable(tx, actor, id);
  const rights = attributeRightsOf(actor, await loadAttributeDefinitions(tx, actor.principal.companyId));
  return readHistory(tx, actor.principal.companyId, 'product', id, query, rights);
}

/** A page of the product listing (the kernel's search, with its caches; a `client` filter with that client's rules). */
export async function listProducts(tx: Queryable, actor: Actor, search: ListingSearch, caches: CatalogueCaches): Promise<ProductPage> {
  const filters = search.filters ?? [];
  return searchProducts(tx, actor, search, await withClientRules(tx, actor, filters, await productSearchScope(tx, actor, caches)));
}

/** The exact count of a product listing. */
export async function countListedProducts(tx: Queryable, actor: Actor, filters: readonly ListingFilter[], caches: CatalogueCaches): Promise<{ count: number }> {
  return { count: await countProducts(tx, actor, filters, await withClientRules(tx, actor, filters, await productSearchScope(tx, actor, caches))) };
}
