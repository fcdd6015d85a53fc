/**
 * The products a client receives: the union of its rules, each a set of listing filters compiled by
 * the catalogue kernel (the listing's own machinery: what the product listing shows with a rule's
 * filters is what the client gets from it), within what the user may read.
 */
import type { ProductRule } from '@pimento/shared-kit/contracts/clients';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SearchScope, SqlParts } from '../catalogue/index.ts';
import { productScope, sqlParts } from '../catalogue/index.ts';
import type { Actor } from '../rights/authorization.ts';

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

/**
 * The SQL condition on `products p` of "the client receives it and the user may read it". A rule
 * whose filters no longer compile (an attribute deleted since, or one this user may not read)
 * selects nothing and is named in `broken`; `strict` refuses it instead, at the rule (a save).
 */
export function compileRules(actor: Actor, rules: readonly ProductRule[], scope: SearchScope, sql: SqlParts, strict: boolean): { condition: string; broken: number[] } {
  const broken: number[] = [];
  const conditions = rules.flatMap((rule, index) => {
    try {
      // Tried on parts of its own first: a rule refused halfway must leave no parameter behind.
      productScope(actor, ruleFilters(rule), scope, sqlParts(actor.principal.companyId));
    } catch (error) {
      if (strict || !(error instanceof AppError)) return atRule(error, rule, index);
      broken.push(index);
      return [];
    }
    return [`(${productScope(actor, ruleFilters(rule), scope, sql)})`];
  });
  return { condition: conditions.length === 0 ? 'false' : conditions.join(' OR '), broken };
}

/** Refuses rules whose filters the listing would refuse, each at its rule (400/422 as the listing). */
export function assertRulesCompile(actor: Actor, rules: readonly ProductRule[], scope: SearchScope): void {
  compileRules(actor, rules, scope, sqlParts(actor.principal.companyId), true);
}

/** How many products the client receives, and which rules select nothing for being broken. */
export async function countClientProducts(tx: Queryable, actor: Actor, rules: readonly ProductRule[], scope: SearchScope): Promise<{ count: number; broken: number[] }> {
  const sql = sqlParts(actor.principal.companyId);
  const { condition, broken } = compileRules(actor, rules, scope, sql, false);
  if (condition === 'false') return { count: 0, broken };
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
  const { condition } = compileRules(actor, rules, scope, sql, false);
  if (condition === 'false') return [];
  return tx.query<ClientProductRow>(
    `SELECT p.id::int AS id, p.sku, p.name, p.status FROM products p WHERE (${condition}) AND p.id > ${sql.param(page.after)} ORDER BY p.id LIMIT ${sql.param(page.limit)}`,
    sql.params,
  );
}
