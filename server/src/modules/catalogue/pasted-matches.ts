/**
 * A pasted list of SKUs or model references checked against the catalogue before it filters the
 * listing, so the user learns which values matched nothing.
 *
 * The rule (also in the contract): a value matches the key written the same way; failing that, the
 * one key that differs from it only by letter case. When several keys differ from it only by case
 * (`abc-1` and `ABC-1` both exist), it is ambiguous and matches none: a filter must not silently
 * pick one of two products. Keys the user may not read count as absent.
 */
import type { PastedMatchAnswer, PastedMatchInput } from '@pimento/shared-kit/contracts/product-filters';
import type { Queryable } from '../../db/database.ts';
import type { Actor } from '../rights/authorization.ts';
import { groupsWithRight, restrictedByGroups } from './rights.ts';

/** Where each field's keys live; both have an index on (company_id, lower(key)) (migration 0502). */
const keyColumns = {
  sku: { table: 'products', column: 'sku' },
  model_reference: { table: 'models', column: 'reference' },
  reference: { table: 'models', column: 'reference' },
} as const;

export async function matchPastedValues(tx: Queryable, actor: Actor, input: PastedMatchInput): Promise<PastedMatchAnswer> {
  const values = [...new Set(input.values.map((value) => value.trim()).filter((value) => value !== ''))];
  if (values.length === 0) return { matched: [], matched_ignoring_case: 0, missing: [], ambiguous: [] };
  const { table, column } = keyColumns[input.field];
  const parameters: unknown[] = [actor.principal.companyId, values.map((value) => value.toLowerCase())];
  let visible = '';
  if (restrictedByGroups(actor)) {
    parameters.push(groupsWithRight(actor, 'read'));
    visible = ' AND group_ids && $3::uuid[]';
  }
  // Every key equal to a pasted value ignoring case: the exact ones are among them.
  const rows = await tx.query<{ key: string }>(
    `SELECT ${column} AS key FROM ${table} WHERE company_id = $1 AND lower(${column}) = ANY($2::text[])${visible}`,
    parameters,
  );
  const exact = new Set<string>();
  const byLowerCase = new Map<string, string[]>();
  for (const { key } of rows) {
    exact.add(key);
    const lower = key.toLowerCase();
    byLowerCase.set(lower, [...(byLowerCase.get(lower) ?? []), key]);
  }

  const answer: PastedMatchAnswer = { matched: [], matched_ignoring_case: 0, missing: [], ambiguous: [] };
  const matched = new Set<string>();
  for (const value of values) {
    if (exact.has(value)) {
      if (!matched.has(value)) answer.matched.push(value);
      matched.add(value);
      continue;
    }
    const candidates = byLowerCase.get(value.toLowerCase()) ?? [];
    if (candidates.length === 1) {
      const key = candidates[0]!;
      answer.matched_ignoring_case += 1;
      if (!matched.has(key)) answer.matched.push(key);
      matched.add(key);
    } else if (candidates.length > 1) answer.ambiguous.push(value);
    else answer.missing.push(value);
  }
  return answer;
}
