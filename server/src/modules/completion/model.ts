/**
 * What completion counts, as a pure computation over one product (docs/completion.md): the same
 * function fills the stored figures (a save, a bulk batch, the recomputation job) and answers a
 * product's page with its missing points, so what is stored is what is explained.
 */
import type { AttributeType } from '@pimento/shared-kit/contracts/attributes';
import type { CompletionMethod } from '@pimento/shared-kit/contracts/completion';
import type { ValidationOperator } from '@pimento/shared-kit/contracts/validation-rules';
import { isEmptyValue, meetsRule, type RuleValue } from '../validation-rules/index.ts';

export type CountedAttribute = { id: number; type: AttributeType; localizable: boolean };

/**
 * One rule's demand on the products it applies to: each of its attributes, in its language (a
 * localizable attribute: the rule's language, else each company language).
 */
export type RuleDemand = {
  rule: { id: number; name: string; message: Record<string, string> };
  operator: ValidationOperator;
  value: RuleValue;
  attributes: readonly CountedAttribute[];
  /** The rule's own language, or null for each company language. */
  language: string | null;
  /** The clients the rule's filters name (it counts for them only), or null: every client. */
  clientIds: readonly number[] | null;
};

export type CompletionModel = {
  method: CompletionMethod;
  languages: readonly string[];
  /** The company's clients, in the order of `ProductFacts.receives`. */
  clientIds: readonly number[];
  /** `rules`: the working rules, in the order of `ProductFacts.applies`. */
  demands: readonly RuleDemand[];
  /** `filled`: the attributes a user fills (computed ones aside). */
  filledAttributes: ReadonlyMap<number, CountedAttribute>;
  /** The attribute ids whose values the computation reads (null: the whole document). */
  readAttributeIds: readonly number[] | null;
};

/** What the database tells of one product: which rules apply, which clients receive it, its values. */
export type ProductFacts = { id: number; applies: readonly boolean[]; receives: readonly boolean[]; values: Record<string, unknown> };

export type Point = { attributeId: number; language: string | null; demand: RuleDemand | null; met: boolean };

/**
 * One stored row's figures: `languages` holds, per company language, its points and those not
 * localized; `gaps` the attributes with an unmet point, ascending (empty under `filled`: every empty
 * attribute of the catalogue would be listed).
 */
export type ScopeFigures = { scopeId: number; required: number; met: number; percent: number; languages: Record<string, [number, number]>; gaps: number[] };

export const percentOf = (met: number, required: number): number => (required === 0 ? 100 : Math.floor((met * 100) / required));

function valueIn(values: Record<string, unknown>, attribute: CountedAttribute, language: string | null): unknown {
  const stored = values[String(attribute.id)];
  if (language === null) return stored;
  return stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>)[language] : undefined;
}

/** The points one demand asks of a product it applies to. */
function demandPoints(demand: RuleDemand, languages: readonly string[], values: Record<string, unknown>): Point[] {
  const points: Point[] = [];
  for (const attribute of demand.attributes) {
    const checked = attribute.localizable ? (demand.language === null ? languages : [demand.language]) : [null];
    for (const language of checked) {
      points.push({ attributeId: attribute.id, language, demand, met: meetsRule(attribute.type, demand.operator, demand.value, valueIn(values, attribute, language)) });
    }
  }
  return points;
}

/** The scopes a product has a figure in: 0 (overall), then each client receiving it. */
function scopesOf(model: CompletionModel, facts: ProductFacts): number[] {
  return [0, ...model.clientIds.filter((_, index) => facts.receives[index] === true)];
}

const countsFor = (demand: RuleDemand | null, scopeId: number) => scopeId === 0 || demand === null || demand.clientIds === null || demand.clientIds.includes(scopeId);

/**
 * Every point of the product, met or not, per scope (for its page's explanations). Under `filled`,
 * a localizable attribute is one point per company language.
 */
export function productPoints(model: CompletionModel, facts: ProductFacts): Map<number, Point[]> {
  let points: Point[];
  if (model.method === 'filled') {
    points = [];
    for (const attribute of model.filledAttributes.values()) {
      for (const language of attribute.localizable ? model.languages : [null]) {
        points.push({ attributeId: attribute.id, language, demand: null, met: !isEmptyValue(valueIn(facts.values, attribute, language)) });
      }
    }
  } else {
    points = model.demands.flatMap((demand, index) => (facts.applies[index] === true ? demandPoints(demand, model.languages, facts.values) : []));
  }
  return new Map(scopesOf(model, facts).map((scopeId) => [scopeId, points.filter((point) => countsFor(point.demand, scopeId))]));
}

function figuresOf(scopeId: number, points: readonly Point[], languages: readonly string[]): ScopeFigures {
  let required = 0;
  let met = 0;
  const gaps = new Set<number>();
  const byLanguage: Record<string, [number, number]> = Object.fromEntries(languages.map((language) => [language, [0, 0]]));
  for (const point of points) {
    required += 1;
    if (point.met) met += 1;
    else gaps.add(point.attributeId);
    for (const language of point.language === null ? languages : [point.language]) {
      const entry = byLanguage[language];
      if (entry === undefined) continue;
      entry[0] += 1;
      if (point.met) entry[1] += 1;
    }
  }
  return { scopeId, required, met, percent: percentOf(met, required), languages: byLanguage, gaps: [...gaps].sort((a, b) => a - b) };
}

/**
 * The stored figures of a product, per scope. Under `filled` the count reads only the values the
 * product has (a document of 50 values against 1,000 attributes), since every scope asks the same.
 */
export function productFigures(model: CompletionModel, facts: ProductFacts): ScopeFigures[] {
  if (model.method === 'filled') {
    const languages = model.languages;
    let required = 0;
    let localized = 0;
    for (const attribute of model.filledAttributes.values()) {
      if (attribute.localizable) localized += 1;
      else required += 1;
    }
    const plain = required;
    required += localized * languages.length;
    let metPlain = 0;
    const metIn: Record<string, number> = Object.fromEntries(languages.map((language) => [language, 0]));
    for (const key of Object.keys(facts.values)) {
      const attribute = model.filledAttributes.get(Number(key));
      if (attribute === undefined) continue;
      if (!attribute.localizable) {
        if (!isEmptyValue(facts.values[key])) metPlain += 1;
        continue;
      }
      for (const language of languages) if (!isEmptyValue(valueIn(facts.values, attribute, language))) metIn[language]! += 1;
    }
    const met = metPlain + Object.values(metIn).reduce((sum, count) => sum + count, 0);
    const byLanguage = Object.fromEntries(languages.map((language) => [language, [plain + localized, metPlain + metIn[language]!] as [number, number]]));
    return scopesOf(model, facts).map((scopeId) => ({ scopeId, required, met, percent: percentOf(met, required), languages: byLanguage, gaps: [] }));
  }
  return [...productPoints(model, facts)].map(([scopeId, points]) => figuresOf(scopeId, points, model.languages));
}
