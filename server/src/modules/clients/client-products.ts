/**
 * The products a client receives: the union of its rules, each a set of listing filters compiled by
 * the catalogue kernel (the listing's own machinery: what the product listing shows with a rule's
 * filters is what the client gets from it), within what the user may read. The kernel's `client`
 * filter is the same union, so a listing, an export or a count can name a client among its filters.
 */
import type { ProductRule } from '@pimento/shared-kit/contracts/clients';
import { completionFilterScope } from '@pimento/shared-kit/contracts/completion';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { ClientRules, SearchScope, SqlParts } from '../catalogue/index.ts';
import { filterConditions, productScope, sqlParts, unionCondition } from '../catalogue/index.ts';
import type { Actor } from '../rights/authorization.ts';
import { rightsOnObject } from '../rights/authorization.ts';

export function ruleFilters(rule: ProductRule): ListingFilter[] {
  switch (rule.kind) {
    case 'products':
      return [{ field: 'id', operator: 'among', value: rule.product_ids }];
    case 'categories':
      return [{ field: 'category', operator: 'among', value: rule.category_ids }];
    case 'filter':
      return rule.filters;
  }
}

/** A filter's refusal, said at its rule: `filters.2` becomes `product_rules.1.filters.2` (or the rule's own list). */
function atRule(error: unknown, rule: ProductRule, index: number): never {
  if (!(error instanceof AppError) || error.fields === undefined) throw error;
  const fieldOf = rule.kind === 'products' ? 'product_ids' : rule.kind === 'categories' ? 'category_ids' : null;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, codes]) => [fieldOf === null ? `product_rules.${index}.${field}` : `product_rules.${index}.${fieldOf}`, codes]),
  );
  throw new AppError(error.statusCode, error.code, { fields, params: error.params });
}

/** Refuses rules whose filters the listing would refuse, each at its rule (400/422 as the listing). */
export function assertRulesCompile(actor: Actor, rules: readonly ProductRule[], scope: SearchScope): void {
  rules.forEach((rule, index) => {
    try {
      filterConditions(ruleFilters(rule), scope.attributes, scope.languages, sqlParts(actor.principal.companyId));
    } catch (error) {
      atRule(error, rule, index);
    }
  });
}

/** "The client receives it and the user may read it", on `products p`; broken rules select nothing and are named. */
function clientCondition(actor: Actor, rules: readonly ProductRule[], scope: SearchScope, sql: SqlParts): { condition: string; broken: number[] } {
  const union = unionCondition(rules.map(ruleFilters), scope.attributes, scope.languages, sql);
  return { condition: `${productScope(actor, [], scope, sql)} AND (${union.condition})`, broken: union.broken };
}

/** How many products the client receives, and which rules select nothing for being broken. */
export async function countClientProducts(tx: Queryable, actor: Actor, rules: readonly ProductRule[], scope: SearchScope): Promise<{ count: number; broken: number[] }> {
  const sql = sqlParts(actor.principal.companyId);
  const { condition, broken } = clientCondition(actor, rules, scope, sql);
  if (rules.length === broken.length) return { count: 0, broken };
  const [row] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM products p WHERE ${condition}`, sql.params);
  return { count: row!.count, broken };
}

export type ClientProductRow = { id: number; sku: string; name: string; status: string };

/** One page of the client's products by id, after `after`. */
export async function clientProductPage(
  tx: Queryable,
  actor: Actor,
  rules: readonly ProductRule[],
  scope: SearchScope,
  page: { after: number; limit: number },
): Promise<ClientProductRow[]> {
  const sql = sqlParts(actor.principal.companyId);
  const { condition, broken } = clientCondition(actor, rules, scope, sql);
  if (rules.length === broken.length) return [];
  return tx.query<ClientProductRow>(
    `SELECT p.id::int AS id, p.sku, p.name, p.status FROM products p WHERE ${condition} AND p.id > ${sql.param(page.after)} ORDER BY p.id LIMIT ${sql.param(page.limit)}`,
    sql.params,
  );
}

/**
 * The scope with the rules of every client its `client` (and `completion:<id>`) filters name, among those the user may
 * read (another company's, or one outside the user's groups, stays unknown: the filter is then
 * refused as an invalid value, as an unknown category would be).
 */
export async function withClientRules(tx: Queryable, actor: Actor, filters: readonly ListingFilter[], scope: SearchScope): Promise<SearchScope> {
  // A completion filter names its client in its field (`completion:<id>`, `completion_gap:<id>`, docs/completion.md).
  const ids = filters.flatMap((filter) => {
    const scope = completionFilterScope(filter.field);
    if (scope !== null) return scope === 0 ? [] : [scope];
    return filter.field === 'client' ? (Array.isArray(filter.value) ? filter.value : [filter.value]) : [];
  });
  const wanted = ids.filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id));
  if (wanted.length === 0) return scope;
  const rows = await tx.query<{ id: number; product_rules: ProductRule[]; group_ids: string[] }>(
    'SELECT id::int AS id, product_rules, group_ids::text[] AS group_ids FROM clients WHERE company_id = $1 AND id = ANY($2::bigint[])',
    [actor.principal.companyId, wanted],
  );
  const clients: ClientRules = new Map(rows.filter((row) => rightsOnObject(actor, row.group_ids).read).map((row) => [row.id, row.product_rules.map(ruleFilters)]));
  return { ...scope, clients };
}
