/**
 * Validation rules (docs/validation-rules.md): their definitions, kept by administrators (as
 * product attribute definitions are structure), and the rules a product breaks. A rule whose
 * attribute, set or filters went is kept, checks nothing, and says why (`problem`).
 */
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import type { RuleProblem, RuleViolation, ValidationRule, validationRuleInputSchema } from '@pimento/shared-kit/contracts/validation-rules';
import { operatorTypes, validationRuleLimits } from '@pimento/shared-kit/contracts/validation-rules';
import { errorMessage, type ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AttributeDefinition } from '../attributes/definition.ts';
import type { AttributeCatalogue } from '../attributes/definitions-repository.ts';
import { assertCatalogueRight, filterConditions, loadCatalogueContext, sqlParts, type SearchScope } from '../catalogue/index.ts';
import { withClientRules } from '../clients/index.ts';
import { requestCompletionRecompute } from '../completion/index.ts';
import { attributeRightsOf } from '../rights/attribute-rights.ts';
import type { Actor } from '../rights/authorization.ts';
import { assertAdministrator, rightsOnObject } from '../rights/authorization.ts';
import * as repository from './repository.ts';
import type { RuleRow, RuleWrite } from './repository.ts';
import { meetsRule, type RuleValue } from './rule-check.ts';

type RuleInput = z.output<typeof validationRuleInputSchema>;

/** A rule with what it checks resolved: its attributes (each of a set's), or why it checks nothing. */
type ResolvedRule = { row: RuleRow; attributes: AttributeDefinition[]; problem: RuleProblem | null };

function toRule({ row, problem }: ResolvedRule): ValidationRule {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    target: row.target,
    language: row.language,
    operator: row.operator,
    value: row.value,
    message: row.message,
    blocking: row.blocking,
    enabled: row.enabled,
    problem,
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
  };
}

/** Whether the filters compile against the company's attributes as they are now. */
function filtersCompile(companyId: string, row: Pick<RuleRow, 'filters'>, scope: SearchScope): boolean {
  try {
    filterConditions(row.filters, scope.attributes, scope.languages, sqlParts(companyId), new Set(), scope.clients);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

async function resolveRules(tx: Queryable, companyId: string, rows: readonly RuleRow[], catalogue: AttributeCatalogue, scope: SearchScope): Promise<ResolvedRule[]> {
  const sets = await repository.setMembers(tx, companyId, rows.flatMap((row) => (row.target.kind === 'attribute_set' ? [row.target.set_id] : [])));
  return rows.map((row) => {
    let attributes: AttributeDefinition[];
    if (row.target.kind === 'attribute') {
      const attribute = catalogue.byId.get(row.target.attribute_id);
      if (attribute === undefined) return { row, attributes: [], problem: 'rule.attribute_deleted' };
      attributes = [attribute];
    } else {
      const members = sets.get(row.target.set_id);
      if (members === undefined) return { row, attributes: [], problem: 'rule.set_deleted' };
      attributes = members.flatMap((id) => catalogue.byId.get(id) ?? []);
    }
    if (!filtersCompile(companyId, row, scope)) return { row, attributes, problem: 'rule.filters_broken' };
    return { row, attributes, problem: null };
  });
}

/** The company's whole catalogue as a rule sees it (rules are the company's, not a user's), with the clients its filters name. */
async function ruleScope(tx: Queryable, actor: Actor, filters: readonly ListingFilter[]): Promise<{ catalogue: AttributeCatalogue; scope: SearchScope }> {
  const context = await loadCatalogueContext(tx, actor.principal.companyId);
  const scope = await withClientRules(tx, actor, filters, { attributes: context.catalogue.byId, languages: context.languages });
  return { catalogue: context.catalogue, scope };
}

export async function listRules(tx: Queryable, actor: Actor): Promise<ValidationRule[]> {
  assertCatalogueRight(actor, 'read');
  const rows = await repository.listRules(tx, actor.principal.companyId);
  const { catalogue, scope } = await ruleScope(tx, actor, rows.flatMap((row) => row.filters));
  return (await resolveRules(tx, actor.principal.companyId, rows, catalogue, scope)).map(toRule);
}

export async function getRule(tx: Queryable, actor: Actor, id: number): Promise<ValidationRule> {
  assertCatalogueRight(actor, 'read');
  const row = await repository.findRule(tx, actor.principal.companyId, id);
  if (row === null) throw notFound();
  const { catalogue, scope } = await ruleScope(tx, actor, row.filters);
  return toRule((await resolveRules(tx, actor.principal.companyId, [row], catalogue, scope))[0]!);
}

const refuse = (code: ErrorCode, field: string): never => {
  throw new AppError(422, code, { fields: { [field]: [code] } });
};

const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTimeOfDay = (value: unknown) => typeof value === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(value);

/** One value the operator compares a stored value of this type with, as stored (a choice's code, a number, a day). */
function checkedScalar(attribute: AttributeDefinition, value: unknown): boolean {
  switch (attribute.type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'decimal':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return isDay(value);
    case 'time':
      return isTimeOfDay(value);
    case 'dropdown':
    case 'multi_dropdown':
      return typeof value === 'string' && attribute.choices.some((choice) => choice.code === value);
    default:
      return typeof value === 'string' && value !== '';
  }
}

const hasChoices = (attribute: AttributeDefinition) => attribute.type === 'dropdown' || attribute.type === 'multi_dropdown';

/** The value as the rule stores it, checked against the operator and each attribute's type (422 at `value` otherwise). */
function checkedValue(input: RuleInput, attributes: readonly AttributeDefinition[]): RuleValue {
  if (input.operator === 'mandatory') return null;
  const value = input.value;
  for (const attribute of attributes) {
    if (input.operator === 'min' || input.operator === 'max') {
      const fits = attribute.type === 'date' ? isDay(value) : attribute.type === 'time' ? isTimeOfDay(value) : typeof value === 'number' && Number.isFinite(value);
      if (!fits) refuse('rule.value_invalid', 'value');
    } else if (input.operator === 'among' || input.operator === 'not_among') {
      if (!Array.isArray(value) || value.length === 0) refuse('rule.value_invalid', 'value');
      for (const entry of value as unknown[]) if (!checkedScalar(attribute, entry)) refuse(hasChoices(attribute) ? 'rule.unknown_choice' : 'rule.value_invalid', 'value');
    } else if (Array.isArray(value) || !checkedScalar(attribute, value)) {
      refuse(hasChoices(attribute) ? 'rule.unknown_choice' : 'rule.value_invalid', 'value');
    }
  }
  return value;
}

/** A rule as it will be stored, or 422 at the field it breaks. */
async function checkedRule(tx: Queryable, actor: Actor, input: RuleInput): Promise<RuleWrite> {
  const companyId = actor.principal.companyId;
  const { catalogue, scope } = await ruleScope(tx, actor, input.filters);
  let attributes: AttributeDefinition[];
  if (input.target.kind === 'attribute') {
    const attribute = catalogue.byId.get(input.target.attribute_id);
    if (attribute === undefined) refuse('rule.attribute_not_found', 'target.attribute_id');
    attributes = [attribute!];
    if (!operatorTypes[input.operator].includes(attribute!.type)) refuse('rule.operator_not_for_type', 'operator');
  } else {
    const members = (await repository.setMembers(tx, companyId, [input.target.set_id])).get(input.target.set_id);
    if (members === undefined) refuse('rule.set_not_found', 'target.set_id');
    // A set holds attributes of every type: only "filled" means the same for each.
    if (input.operator !== 'mandatory') refuse('rule.set_only_mandatory', 'operator');
    attributes = members!.flatMap((id) => catalogue.byId.get(id) ?? []);
  }
  if (input.language !== null && (!scope.languages.includes(input.language) || !attributes.some((attribute) => attribute.localizable))) refuse('rule.language_unknown', 'language');
  // The listing's own check of each filter, with its code at `filters.<index>`.
  filterConditions(input.filters, scope.attributes, scope.languages, sqlParts(companyId), new Set(), scope.clients);
  return { ...input, value: checkedValue(input, attributes) };
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, 'rule.name_taken', { fields: { name: ['rule.name_taken'] } });
  throw error;
}

export async function createRule(tx: Queryable, actor: Actor, input: RuleInput): Promise<ValidationRule> {
  assertAdministrator(actor.principal);
  const companyId = actor.principal.companyId;
  if ((await repository.countRules(tx, companyId)) >= validationRuleLimits.rules) throw new AppError(403, 'rule.limit_reached');
  const id = await repository.insertRule(tx, companyId, await checkedRule(tx, actor, input)).catch(nameTaken);
  await requestCompletionRecompute(tx, companyId, actor.principal.userId, { onlyUnder: 'rules' });
  return getRule(tx, actor, id);
}

export async function updateRule(tx: Queryable, actor: Actor, id: number, input: RuleInput): Promise<ValidationRule> {
  assertAdministrator(actor.principal);
  if ((await repository.findRule(tx, actor.principal.companyId, id)) === null) throw notFound();
  await repository.updateRule(tx, actor.principal.companyId, id, await checkedRule(tx, actor, input)).catch(nameTaken);
  await requestCompletionRecompute(tx, actor.principal.companyId, actor.principal.userId, { onlyUnder: 'rules' });
  return getRule(tx, actor, id);
}

export async function deleteRule(tx: Queryable, actor: Actor, id: number): Promise<void> {
  assertAdministrator(actor.principal);
  if (!(await repository.deleteRule(tx, actor.principal.companyId, id))) throw notFound();
  await requestCompletionRecompute(tx, actor.principal.companyId, actor.principal.userId, { onlyUnder: 'rules' });
}

/** A rule's value as its message names it: a list joined, a number as written. */
function valueText(value: RuleValue): string {
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

/**
 * The rules a stored product breaks, at the attributes (and languages) the user may read: the
 * enabled, working rules whose filters the product matches — all of them in one query on the
 * product — each checked on its attributes' stored values.
 */
export async function productViolations(tx: Queryable, actor: Actor, productId: number): Promise<RuleViolation[]> {
  assertCatalogueRight(actor, 'read');
  const companyId = actor.principal.companyId;
  const product = await repository.productValues(tx, companyId, productId);
  if (product === null || !rightsOnObject(actor, product.group_ids).read) throw notFound();
  const rows = await repository.listRules(tx, companyId, true);
  if (rows.length === 0) return [];
  const { catalogue, scope } = await ruleScope(tx, actor, rows.flatMap((row) => row.filters));
  const working = (await resolveRules(tx, companyId, rows, catalogue, scope)).filter((rule) => rule.problem === null);
  if (working.length === 0) return [];
  const sql = sqlParts(companyId);
  const applies = working.map(({ row }) => {
    const conditions = filterConditions(row.filters, scope.attributes, scope.languages, sql, new Set(), scope.clients);
    return conditions.length === 0 ? 'true' : conditions.map((condition) => `(${condition})`).join(' AND ');
  });
  const [matched] = await tx.query<{ applies: boolean[] }>(`SELECT ARRAY[${applies.join(', ')}] AS applies FROM products p WHERE p.company_id = $1 AND p.id = ${sql.param(productId)}`, sql.params);
  const readable = attributeRightsOf(actor, catalogue).readable.byId;
  const language = actor.principal.language;
  const languages = scope.languages;
  const violations: RuleViolation[] = [];
  working.forEach(({ row, attributes }, index) => {
    if (matched?.applies[index] !== true) return;
    for (const attribute of attributes) {
      if (!readable.has(attribute.id)) continue;
      const stored = product.values[String(attribute.id)];
      const checked = attribute.localizable ? (row.language === null ? languages : [row.language]) : [null];
      for (const valueLanguage of checked) {
        const value = valueLanguage === null ? stored : (stored as Record<string, unknown> | undefined)?.[valueLanguage];
        if (meetsRule(attribute.type, row.operator, row.value, value)) continue;
        const code = `rule.${row.operator}` as ErrorCode;
        violations.push({
          rule_id: row.id,
          rule_name: row.name,
          attribute_id: attribute.id,
          language: valueLanguage,
          code,
          message: row.message[language] ?? errorMessage(code, language, { rule: row.name, value: valueText(row.value) }),
          blocking: row.blocking,
        });
      }
    }
  });
  return violations;
}

/**
 * After a product's save, in its transaction: a blocking rule it breaks refuses the save (422 with
 * each broken rule's code at `values.<attribute id>`, the transaction then rolls back). The other
 * rules never block; the product page shows them.
 */
export async function assertNoBlockingViolation(tx: Queryable, actor: Actor, productId: number): Promise<void> {
  if (!(await repository.hasBlockingRule(tx, actor.principal.companyId))) return;
  const blocking = (await productViolations(tx, actor, productId)).filter((violation) => violation.blocking);
  const first = blocking[0];
  if (first === undefined) return;
  const fields: Record<string, string[]> = {};
  for (const violation of blocking) (fields[`values.${violation.attribute_id}`] ??= []).push(violation.code);
  const rule = (await repository.findRule(tx, actor.principal.companyId, first.rule_id))!;
  throw new AppError(422, first.code as ErrorCode, { fields, params: { rule: first.rule_name, value: valueText(rule.value) } });
}
