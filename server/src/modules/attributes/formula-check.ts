import type { z } from 'zod';
import type { formulaCheckRequestSchema, formulaCheckResponseSchema } from '@pimento/shared-kit/contracts/attributes';
import { orderComputedAttributes } from '@pimento/shared-kit/formulas/dependencies';
import { checkFormula } from '@pimento/shared-kit/formulas/type-check';
import type { Queryable } from '../../db/database.ts';
import type { Actor } from '../rights/authorization.ts';
import { canReadAttribute } from './access.ts';
import { loadAttributeDefinitions } from './definitions-repository.ts';

/**
 * The computed-attribute editor's live check: the same checks as saving (syntax, inputs, types,
 * result type, circularity), against the attributes the user may read.
 */
export async function checkFormulaForCompany(
  tx: Queryable,
  actor: Actor,
  request: z.infer<typeof formulaCheckRequestSchema>,
): Promise<z.infer<typeof formulaCheckResponseSchema>> {
  const catalogue = await loadAttributeDefinitions(tx, actor.principal.companyId);
  const self = request.attribute_id === undefined ? undefined : catalogue.byId.get(request.attribute_id);
  const readable = catalogue.list.filter((attribute) => canReadAttribute(actor, attribute));
  const byCode = new Map(readable.map((attribute) => [attribute.code.toLowerCase(), attribute]));
  const check = checkFormula(
    request.formula,
    { ...(self ? { code: self.code } : {}), type: request.type, localizable: request.localizable },
    (code) => byCode.get(code.toLowerCase()),
  );
  const errors = check.errors.map((issue) => ({ code: issue.code, start: issue.start, end: issue.end, ...(issue.params ? { params: issue.params } : {}) }));
  if (check.ok && self !== undefined) {
    const graph = catalogue.list
      .filter((attribute) => attribute.id !== self.id && attribute.formula !== null)
      .map((attribute) => ({ code: attribute.code, inputs: attribute.formula_inputs }));
    graph.push({ code: self.code, inputs: check.inputs });
    if (!orderComputedAttributes(graph).ok) errors.push({ code: 'formula.circular_reference', start: 0, end: request.formula.length });
  }
  return { ok: errors.length === 0, result_type: check.resultType, inputs: check.inputs, errors };
}
