/**
 * Completion's engine (docs/completion.md): the company's model of what counts, the facts of a
 * set of products read in one query (which rules apply, which clients receive each, the values
 * read), and the stored figures rewritten from them. The product save, the bulk batches, the import
 * launch and the recomputation job all go through `refreshFigures`.
 */
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { completionFilterScope } from '@pimento/shared-kit/contracts/completion';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AttributeCatalogue } from '../attributes/definitions-repository.ts';
import type { ClientRules, FilterAttribute } from '../catalogue/index.ts';
import { filterConditions, loadCatalogueContext, sqlParts, unionCondition } from '../catalogue/index.ts';
import { ruleFilters } from '../clients/index.ts';
import { listRules, setMembers } from '../validation-rules/index.ts';
import type { CompletionModel, CountedAttribute, ProductFacts, RuleDemand } from './model.ts';
import { productFigures } from './model.ts';
import * as repository from './repository.ts';
import type { ClientRulesRow, SettingsRow } from './repository.ts';

/** Completion figures never feed what they are computed from: a rule or a client's products naming one is left out. */
const namesCompletion = (filters: readonly ListingFilter[]) => filters.some((filter) => completionFilterScope(filter.field) !== null);

export type LoadedModel = {
  model: CompletionModel;
  settings: SettingsRow;
  catalogue: AttributeCatalogue;
  clients: ClientRulesRow[];
  /** The SQL of each demand's "applies to the product" and each client's "receives it", on `products p`. */
  conditions(sql: ReturnType<typeof sqlParts>): { applies: string[]; receives: string[] };
  /** One of them alone (its parameters only in `sql`). */
  condition(kind: 'applies' | 'receives', index: number, sql: ReturnType<typeof sqlParts>): string;
};

/**
 * Models by the stamp of their generation (a random uuid changed by every change of what counts,
 * migration 1122): a save reads the settings row and reuses the model while nothing changed.
 * Shared objects: never mutate.
 */
const models = new Map<string, LoadedModel>();
const maxCachedModels = 200;

/** What counts for the company now: its method, languages, clients and (under `rules`) working rules. */
export async function loadModel(tx: Queryable, companyId: string): Promise<LoadedModel> {
  const settings = await repository.readSettings(tx, companyId);
  const cached = settings.stamp === null ? undefined : models.get(settings.stamp);
  if (cached !== undefined) return cached;
  const loaded = await buildModel(tx, companyId, settings);
  if (settings.stamp !== null) {
    if (models.size >= maxCachedModels) models.delete(models.keys().next().value!);
    models.set(settings.stamp, loaded);
  }
  return loaded;
}

async function buildModel(tx: Queryable, companyId: string, settings: repository.SettingsRow): Promise<LoadedModel> {
  const context = await loadCatalogueContext(tx, companyId);
  const attributes: ReadonlyMap<number, FilterAttribute> = context.catalogue.byId;
  const languages = context.languages;
  const clients = await repository.listClients(tx, companyId);
  const clientRules: ClientRules = new Map(clients.map((client) => [client.id, client.product_rules.map(ruleFilters).filter((filters) => !namesCompletion(filters))]));
  const compiles = (filters: readonly ListingFilter[]) => {
    try {
      filterConditions(filters, attributes, languages, sqlParts(companyId), new Set(), clientRules);
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  };

  const demands: RuleDemand[] = [];
  const demandFilters: (readonly ListingFilter[])[] = [];
  if (settings.method === 'rules') {
    const rows = (await listRules(tx, companyId, true)).filter((row) => !namesCompletion(row.filters));
    const sets = await setMembers(tx, companyId, rows.flatMap((row) => (row.target.kind === 'attribute_set' ? [row.target.set_id] : [])));
    for (const row of rows) {
      const ids = row.target.kind === 'attribute' ? (context.catalogue.byId.has(row.target.attribute_id) ? [row.target.attribute_id] : null) : (sets.get(row.target.set_id) ?? null);
      // A rule whose attribute, set or filters went checks nothing (it says so on the rules tab).
      if (ids === null || !compiles(row.filters)) continue;
      const counted: CountedAttribute[] = ids.flatMap((id) => {
        const attribute = context.catalogue.byId.get(id);
        return attribute === undefined ? [] : [{ id, type: attribute.type, localizable: attribute.localizable }];
      });
      const named = row.filters.filter((filter) => filter.field === 'client').flatMap((filter) => (Array.isArray(filter.value) ? filter.value : [filter.value]));
      demands.push({
        rule: { id: row.id, name: row.name, message: row.message },
        operator: row.operator,
        value: row.value,
        attributes: counted,
        language: row.language,
        clientIds: named.length === 0 ? null : named.filter((id): id is number => typeof id === 'number'),
      });
      demandFilters.push(row.filters);
    }
  }
  const filledAttributes = new Map<number, CountedAttribute>();
  if (settings.method === 'filled') {
    for (const attribute of context.catalogue.list) if (!attribute.computed) filledAttributes.set(attribute.id, { id: attribute.id, type: attribute.type, localizable: attribute.localizable });
  }
  const read = new Set(demands.flatMap((demand) => demand.attributes.map((attribute) => attribute.id)));
  const model: CompletionModel = {
    method: settings.method,
    languages,
    clientIds: clients.map((client) => client.id),
    demands,
    filledAttributes,
    readAttributeIds: settings.method === 'filled' || read.size > 45 ? null : [...read],
  };
  const condition: LoadedModel['condition'] = (kind, index, sql) => {
    if (kind === 'receives') return unionCondition(clientRules.get(clients[index]!.id)!, attributes, languages, sql).condition;
    const parts = filterConditions(demandFilters[index]!, attributes, languages, sql, new Set(), clientRules);
    return parts.length === 0 ? 'true' : parts.map((part) => `(${part})`).join(' AND ');
  };
  return {
    model,
    settings,
    catalogue: context.catalogue,
    clients,
    conditions: (sql) => ({ applies: demandFilters.map((_, index) => condition('applies', index, sql)), receives: clients.map((_, index) => condition('receives', index, sql)) }),
    condition,
  };
}

/** The SQL of the values the model reads, on `products p`: the whole document, or only the attributes the rules check. */
export function valuesSql(model: CompletionModel): string {
  const ids = model.readAttributeIds;
  return ids === null ? 'p.attribute_values' : ids.length === 0 ? `'{}'::jsonb` : `jsonb_build_object(${ids.map((id) => `'${id}', p.attribute_values -> '${id}'`).join(', ')})`;
}

/** The facts of the products `where` selects (a condition on `p` with its parameters in `sql`), by id. */
export async function readFacts(tx: Queryable, loaded: LoadedModel, companyId: string, where: (sql: ReturnType<typeof sqlParts>) => string, limit?: number): Promise<ProductFacts[]> {
  const sql = sqlParts(companyId);
  const { applies, receives } = loaded.conditions(sql);
  const values = valuesSql(loaded.model);
  const condition = where(sql);
  const rows = await tx.query<{ id: number; applies: boolean[]; receives: boolean[]; vals: Record<string, unknown> }>(
    `SELECT p.id::int AS id, ARRAY[${applies.join(', ')}]::boolean[] AS applies, ARRAY[${receives.join(', ')}]::boolean[] AS receives, ${values} AS vals
       FROM products p WHERE p.company_id = $1 AND ${condition} ORDER BY p.id${limit === undefined ? '' : ` LIMIT ${sql.param(limit)}`}`,
    sql.params,
  );
  return rows.map((row) => ({ id: row.id, applies: row.applies, receives: row.receives, values: row.vals ?? {} }));
}

/** Rewrites the stored figures of these products from their facts. */
export async function writeProductFigures(
  tx: Queryable,
  companyId: string,
  loaded: LoadedModel,
  productIds: readonly number[],
  facts: readonly ProductFacts[],
): Promise<void> {
  const rows = facts.flatMap((fact) => productFigures(loaded.model, fact).map((figures) => ({ productId: fact.id, figures })));
  await repository.writeFigures(tx, companyId, loaded.settings.generation, productIds, rows);
}

/**
 * After products were written, in the same transaction: their figures, exact for what counts now.
 * Every writer of products calls it (a save, each bulk batch, each import launch batch).
 */
export async function refreshFigures(tx: Queryable, companyId: string, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await repository.lockCompletion(tx, companyId, 'shared');
  const loaded = await loadModel(tx, companyId);
  const facts = await readFacts(tx, loaded, companyId, (sql) => `p.id = ANY(${sql.param(productIds)}::bigint[])`);
  await writeProductFigures(tx, companyId, loaded, productIds, facts);
}
