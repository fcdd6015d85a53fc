/**
 * Clients (docs/clients.md): list, read, create, change, delete, and the preview of what a client
 * receives. Rights come from the client's groups (the rights layer, as for templates); the whole
 * module answers 403 `rights.feature_disabled` while the company has clients switched off.
 */
import type { Client, ClientProblem, ClientProductPage } from '@pimento/shared-kit/contracts/clients';
import { clientLogoLimits, isLogoMimeType } from '@pimento/shared-kit/contracts/clients';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { clientCreateSchema, clientProductsQuerySchema, clientUpdateSchema } from '@pimento/shared-kit/contracts/clients';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { SearchScope } from '../catalogue/index.ts';
import { assertCompanyGroups, groupsForCreation, productSearchScope } from '../catalogue/index.ts';
import { requestCompletionRecompute } from '../completion/index.ts';
import { applyExtraValues } from '../extra-attributes/index.ts';
import { pricesValidOn } from '../prices/index.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertFeature, assertGroupChange, rightsOnObject } from '../rights/authorization.ts';
import { assertRulesCompile, clientProductPage, countClientProducts } from './client-products.ts';
import * as repository from './repository.ts';
import type { ClientFields, ClientRow } from './repository.ts';

function problemsOf(row: ClientRow, productCount: number): ClientProblem[] {
  const problems: ClientProblem[] = [];
  if (row.price_list_id === null) problems.push('client.no_price');
  if (productCount === 0) problems.push('client.no_product');
  if (row.main_template_id === null) problems.push('client.no_main_template');
  return problems;
}

async function toClient(tx: Queryable, actor: Actor, row: ClientRow, scope: SearchScope): Promise<Client> {
  const { count: productCount, broken } = await countClientProducts(tx, actor, row.product_rules, scope);
  const rights = rightsOnObject(actor, row.group_ids);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price_list: row.price_list_id === null ? null : { id: row.price_list_id, name: row.price_list_name! },
    main_template: row.main_template_id === null ? null : { id: row.main_template_id, name: row.main_template_name! },
    logo: row.logo_asset_id === null ? null : { asset_id: row.logo_asset_id },
    product_rules: row.product_rules,
    product_count: productCount,
    broken_rules: broken,
    groups: row.group_ids,
    attribute_values: row.attribute_values,
    problems: problemsOf(row, productCount),
    rights: { edit: rights.edit, delete: rights.delete },
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}

/** A client the user may read (404 for another company's or one outside the user's groups). */
async function readableClient(tx: Queryable, actor: Actor, id: number, lock = false): Promise<ClientRow> {
  assertFeature(actor.features, 'clients_feature_activated');
  const row = await repository.findClient(tx, actor.principal.companyId, id, lock);
  if (row === null || !rightsOnObject(actor, row.group_ids).read) throw notFound();
  return row;
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, 'client.name_taken', { fields: { name: ['client.name_taken'] } });
  throw error;
}

/**
 * The references a client's fields make, checked: a current price list, a matrix template the user
 * may read, categories of the company. Filters are checked by `assertRulesCompile`.
 */
async function assertReferences(tx: Queryable, actor: Actor, fields: ClientFields, before: ClientRow | null): Promise<void> {
  const companyId = actor.principal.companyId;
  if (fields.price_list_id !== null && fields.price_list_id !== before?.price_list_id) {
    const state = await repository.priceListState(tx, companyId, fields.price_list_id);
    if (state === null) throw new AppError(422, 'client.price_list_not_found', { fields: { price_list_id: ['client.price_list_not_found'] } });
    if (state === 'archived') throw new AppError(422, 'client.price_list_archived', { fields: { price_list_id: ['client.price_list_archived'] } });
  }
  if (fields.main_template_id !== null && fields.main_template_id !== before?.main_template_id) {
    const template = await repository.templateOf(tx, companyId, fields.main_template_id);
    if (template === null || !rightsOnObject(actor, template.group_ids).read) {
      throw new AppError(422, 'client.template_not_found', { fields: { main_template_id: ['client.template_not_found'] } });
    }
    if (template.type !== 'matrix') throw new AppError(422, 'client.template_not_matrix', { fields: { main_template_id: ['client.template_not_matrix'] } });
  }
  if (fields.logo_asset_id !== null && fields.logo_asset_id !== before?.logo_asset_id) await assertLogo(tx, companyId, fields.logo_asset_id);
  for (const [index, rule] of fields.product_rules.entries()) {
    if (rule.kind !== 'categories') continue;
    const rows = await tx.query<{ id: number }>('SELECT id::int AS id FROM categories WHERE company_id = $1 AND id = ANY($2::bigint[])', [companyId, rule.category_ids]);
    if (rows.length !== rule.category_ids.length) {
      throw new AppError(422, 'client.category_not_found', { fields: { [`product_rules.${index}.category_ids`]: ['client.category_not_found'] } });
    }
  }
}

/** A logo within the limits of spec §5: a gallery image of an accepted type, weight and resolution (SVGs scale: no resolution). */
async function assertLogo(tx: Queryable, companyId: string, assetId: number): Promise<void> {
  const refuse = (code: ErrorCode, params?: Record<string, string | number>): never => {
    throw new AppError(422, code, { fields: { logo_asset_id: [code] }, ...(params ? { params } : {}) });
  };
  const asset = await repository.logoCandidate(tx, companyId, assetId);
  if (asset === null) return refuse('client.logo_not_found');
  if (!isLogoMimeType(asset.mime_type)) refuse('client.logo_type');
  if (asset.size !== null && asset.size > clientLogoLimits.bytes) refuse('client.logo_too_large', { max: clientLogoLimits.megabytes });
  const sides = [asset.width, asset.height].filter((side): side is number => side !== null);
  if (sides.some((side) => side < clientLogoLimits.minSide || side > clientLogoLimits.maxSide)) {
    refuse('client.logo_resolution', { min: clientLogoLimits.minSide, max: clientLogoLimits.maxSide, width: asset.width ?? '?', height: asset.height ?? '?' });
  }
}

export async function listClients(tx: Queryable, actor: Actor, query: { search?: string | undefined }): Promise<Client[]> {
  assertFeature(actor.features, 'clients_feature_activated');
  const rows = (await repository.listClients(tx, actor.principal.companyId, query.search)).filter((row) => rightsOnObject(actor, row.group_ids).read);
  const scope = await productSearchScope(tx, actor);
  const clients: Client[] = [];
  for (const row of rows) clients.push(await toClient(tx, actor, row, scope));
  return clients;
}

/** The clients the user may read, by name, without counting their products. */
export async function listClientNames(tx: Queryable, actor: Actor): Promise<{ id: number; name: string }[]> {
  assertFeature(actor.features, 'clients_feature_activated');
  return (await repository.listClients(tx, actor.principal.companyId, undefined)).filter((row) => rightsOnObject(actor, row.group_ids).read).map((row) => ({ id: row.id, name: row.name }));
}

export async function getClient(tx: Queryable, actor: Actor, id: number): Promise<Client> {
  const row = await readableClient(tx, actor, id);
  return toClient(tx, actor, row, await productSearchScope(tx, actor));
}

async function reread(tx: Queryable, actor: Actor, id: number, scope: SearchScope): Promise<Client> {
  return toClient(tx, actor, (await repository.findClient(tx, actor.principal.companyId, id))!, scope);
}

export async function createClient(tx: Queryable, actor: Actor, input: z.output<typeof clientCreateSchema>): Promise<Client> {
  assertFeature(actor.features, 'clients_feature_activated');
  const companyId = actor.principal.companyId;
  await assertCompanyGroups(tx, companyId, input.groups);
  const groupIds = await groupsForCreation(tx, actor, input.groups, 'client.not_authorised');
  const attributeValues = input.attribute_values === undefined ? {} : await applyExtraValues(tx, companyId, 'client', {}, input.attribute_values);
  const { attribute_values: _values, groups: _groups, ...given } = input;
  const fields: ClientFields = { ...given, group_ids: groupIds, attribute_values: attributeValues };
  await assertReferences(tx, actor, fields, null);
  const scope = await productSearchScope(tx, actor);
  // Every rule's filters checked as the listing would, before anything is written.
  assertRulesCompile(actor, fields.product_rules, scope);
  const id = await repository.insertClient(tx, companyId, fields).catch(nameTaken);
  // A client's products get figures of their own (docs/completion.md).
  if (fields.product_rules.length > 0) await requestCompletionRecompute(tx, companyId, actor.principal.userId);
  return reread(tx, actor, id, scope);
}

export async function updateClient(tx: Queryable, actor: Actor, id: number, input: z.output<typeof clientUpdateSchema>): Promise<Client> {
  const stored = await readableClient(tx, actor, id, true);
  // Rights come from the groups before the change: adding a group grants nothing.
  const rights = input.groups === undefined ? rightsOnObject(actor, stored.group_ids) : assertGroupChange(actor, stored.group_ids, input.groups);
  if (!rights.edit) throw new AppError(403, 'client.not_authorised');
  await assertCompanyGroups(tx, actor.principal.companyId, input.groups);
  const fields: ClientFields = {
    name: input.name ?? stored.name,
    description: input.description ?? stored.description,
    price_list_id: input.price_list_id === undefined ? stored.price_list_id : input.price_list_id,
    main_template_id: input.main_template_id === undefined ? stored.main_template_id : input.main_template_id,
    logo_asset_id: input.logo_asset_id === undefined ? stored.logo_asset_id : input.logo_asset_id,
    product_rules: input.product_rules ?? stored.product_rules,
    group_ids: input.groups ?? stored.group_ids,
    attribute_values: input.attribute_values === undefined ? stored.attribute_values : await applyExtraValues(tx, actor.principal.companyId, 'client', stored.attribute_values, input.attribute_values),
  };
  await assertReferences(tx, actor, fields, stored);
  const scope = await productSearchScope(tx, actor);
  assertRulesCompile(actor, fields.product_rules, scope);
  await repository.updateClient(tx, actor.principal.companyId, id, fields).catch(nameTaken);
  if (JSON.stringify(fields.product_rules) !== JSON.stringify(stored.product_rules)) await requestCompletionRecompute(tx, actor.principal.companyId, actor.principal.userId);
  return reread(tx, actor, id, scope);
}

export async function deleteClient(tx: Queryable, actor: Actor, id: number): Promise<void> {
  const stored = await readableClient(tx, actor, id, true);
  if (!rightsOnObject(actor, stored.group_ids).delete) throw new AppError(403, 'client.not_authorised');
  await repository.deleteClient(tx, actor.principal.companyId, id);
  await requestCompletionRecompute(tx, actor.principal.companyId, actor.principal.userId);
}

/** Today in UTC, `YYYY-MM-DD`: the day a preview's prices are valid on unless the caller names one. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** What the client receives: its products the user may read, each with its prices of the client's list valid on the day. */
export async function clientProducts(tx: Queryable, actor: Actor, id: number, query: z.output<typeof clientProductsQuerySchema>): Promise<ClientProductPage> {
  const row = await readableClient(tx, actor, id);
  const scope = await productSearchScope(tx, actor);
  const products = await clientProductPage(tx, actor, row.product_rules, scope, { after: query.after ?? 0, limit: query.limit + 1 });
  const page = products.slice(0, query.limit);
  const prices =
    row.price_list_id === null || page.length === 0
      ? []
      : await pricesValidOn(tx, actor.principal.companyId, query.day ?? today(), { productIds: page.map((product) => product.id), priceListIds: [row.price_list_id] });
  return {
    results: page.map((product) => ({
      ...product,
      prices: prices
        .filter((price) => price.product.id === product.id)
        .map(({ id: priceId, gross_price, net_price, currency, discriminant_values }) => ({ id: priceId, gross_price, net_price, currency, discriminant_values })),
    })),
    next_after: products.length > query.limit ? page.at(-1)!.id : null,
  };
}

/** A client as an export run sees it: readable by the user (404 otherwise), with its price list and main template. */
export async function clientForExport(tx: Queryable, actor: Actor, id: number): Promise<{ id: number; name: string; priceListId: number | null; mainTemplateId: number | null }> {
  const row = await readableClient(tx, actor, id);
  return { id: row.id, name: row.name, priceListId: row.price_list_id, mainTemplateId: row.main_template_id };
}
