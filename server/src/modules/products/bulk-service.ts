/**
 * Bulk actions on a selection (ids) or on a whole filter result: checked here, in the request,
 * then run by the durable job `catalogue.products.bulk` (bulk-job.ts) in batches.
 */
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { BulkAction, ProductBulkRequest } from '@pimento/shared-kit/contracts/products';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { existingCategoryIds } from '../categories/repository.ts';
import { attributeRightsOf, refuseNotEditable } from '../rights/attribute-rights.ts';
import type { Actor } from '../rights/authorization.ts';
import { catalogueRights, checkValues, filterConditions, loadCatalogueContext, sqlParts } from '../catalogue/index.ts';
import { findModelForProduct } from './repository.ts';

export const bulkJobType = 'catalogue.products.bulk';

export type BulkPayload = { filters: ListingFilter[]; operation: BulkAction };

/** Validates the request and answers the job payload (the value normalised, ids as a filter). */
export async function prepareBulkAction(tx: Queryable, actor: Actor, request: ProductBulkRequest): Promise<BulkPayload> {
  const companyId = actor.principal.companyId;
  const operation = request.operation;
  const right = operation.action === 'delete' ? 'delete' : 'edit';
  if (!catalogueRights(actor)[right]) throw new AppError(403, 'rights.forbidden');
  if (operation.action === 'delete' && operation.confirm !== true) throw new AppError(400, 'bulk.confirmation_required');

  const filters: ListingFilter[] =
    'ids' in request.selection ? [{ field: 'id', operator: 'among', value: request.selection.ids }] : request.selection.filters;
  const context = await loadCatalogueContext(tx, companyId);
  const rights = attributeRightsOf(actor, context.catalogue);
  // Compiling the filters now turns a bad one into a 400 before any task exists (an unreadable
  // attribute is unknown here as in the listing).
  filterConditions(filters, rights.readable.byId, context.languages, sqlParts(companyId));

  if (operation.action === 'set_value' || operation.action === 'clear_value') {
    const attribute = rights.readable.byId.get(operation.attribute_id);
    const field = `values.${operation.attribute_id}`;
    if (attribute === undefined) throw new AppError(422, 'validation.invalid', { fields: { [field]: ['value.attribute_not_found'] } });
    if (!rights.canEdit(attribute.id)) refuseNotEditable([attribute.id]);
    if (attribute.computed) throw new AppError(422, 'validation.invalid', { fields: { [field]: ['attribute.value.computed'] } });
    if (operation.action === 'set_value') {
      // One value on many products cannot stay unique.
      if (attribute.unique) throw new AppError(409, 'validation.invalid', { fields: { [field]: ['value.unique_taken'] } });
      const checked = await checkValues(tx, context.catalogue, context.languages, { [operation.attribute_id]: operation.value }, {}, new Set(), rights);
      if (Object.keys(checked.errors).length > 0) throw new AppError(422, 'validation.invalid', { fields: checked.errors });
      const value = checked.values[String(operation.attribute_id)];
      if (value === null || value === undefined) return { filters, operation: { action: 'clear_value', attribute_id: operation.attribute_id } };
      return { filters, operation: { ...operation, value } };
    }
  }
  if (operation.action === 'add_categories' || operation.action === 'remove_categories') {
    const existing = await existingCategoryIds(tx, companyId, operation.categories);
    if (operation.categories.some((id) => !existing.has(id))) {
      throw new AppError(422, 'validation.invalid', { fields: { categories: ['product.category_not_found'] } });
    }
  }
  if (operation.action === 'assign_model' && operation.model_id !== null && (await findModelForProduct(tx, companyId, operation.model_id)) === null) {
    throw new AppError(422, 'validation.invalid', { fields: { model_id: ['product.model_not_found'] } });
  }
  return { filters, operation };
}
