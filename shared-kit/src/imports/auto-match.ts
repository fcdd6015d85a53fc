import { distance } from 'fastest-levenshtein';
import type { ImportTarget } from '../contracts/imports.ts';
import { headerKey, type FileColumn } from './header-keys.ts';

/** What auto-matching knows of an attribute. */
export interface MatchableAttribute {
  readonly id: number;
  readonly code: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly localizable: boolean;
}

/** A header the company mapped before, and to what. */
export interface EarlierMapping {
  readonly key: string;
  readonly target: ImportTarget;
}

export type MatchReason = 'earlier_mapping' | 'code' | 'label' | 'similar_name';

export interface ColumnMatch {
  readonly column: FileColumn;
  readonly target: ImportTarget;
  /** 1 for an exact match, lower for a similar name: the screen asks the user to confirm below 1. */
  readonly confidence: number;
  readonly reason: MatchReason;
}

/** The lowest similarity a name must have to be suggested. */
export const similarNameThreshold = 0.8;

/** Headers that name the product's own fields, in English and French, as suppliers write them. */
const fieldHeaders: ReadonlyArray<readonly [ImportTarget, readonly string[]]> = [
  [{ kind: 'sku' }, ['sku', 'ref', 'reference', 'product_reference', 'article', 'code_article', 'item_number', 'part_number']],
  [{ kind: 'name' }, ['name', 'product_name', 'nom', 'nom_du_produit', 'designation', 'libelle', 'title', 'titre']],
  [{ kind: 'status' }, ['status', 'statut', 'etat']],
  [{ kind: 'model' }, ['model', 'model_reference', 'modele', 'reference_modele', 'parent']],
  [{ kind: 'categories' }, ['category', 'categories', 'categorie', 'category_path', 'classification']],
];

/**
 * Suggests a target for each column: first what the company mapped this header to before, then
 * an attribute's code or label in any attribute language (`Description (fr)` and `description_fr`
 * feed the French value of a localizable attribute), then the closest name by edit distance. A
 * target is suggested for one column only: the most confident wins.
 */
export function autoMatch(
  columns: readonly FileColumn[],
  attributes: readonly MatchableAttribute[],
  languages: readonly string[],
  earlier: readonly EarlierMapping[] = [],
): ColumnMatch[] {
  const candidates = new Map<string, { target: ImportTarget; reason: MatchReason }>();
  const add = (key: string, target: ImportTarget, reason: MatchReason) => {
    if (key && !candidates.has(key)) candidates.set(key, { target, reason });
  };
  for (const mapping of earlier) add(mapping.key, mapping.target, 'earlier_mapping');
  for (const [target, headers] of fieldHeaders) for (const header of headers) add(header, target, 'label');
  for (const attribute of attributes) {
    const names: Array<[string, MatchReason]> = [[attribute.code, 'code'], ...Object.values(attribute.labels).map((label): [string, MatchReason] => [label, 'label'])];
    for (const [name, reason] of names) {
      const key = headerKey(name);
      if (attribute.localizable) {
        for (const language of languages) add(`${key}_${headerKey(language)}`, attributeTarget(attribute, language), reason);
        const ownLanguage = Object.entries(attribute.labels).find(([, label]) => label === name)?.[0];
        add(key, attributeTarget(attribute, reason === 'label' && ownLanguage ? ownLanguage : (languages[0] ?? null)), reason);
      } else {
        add(key, attributeTarget(attribute, null), reason);
      }
    }
  }

  const suggestions: ColumnMatch[] = [];
  const keys = [...candidates.keys()];
  for (const column of columns) {
    const exact = candidates.get(column.key);
    if (exact) {
      suggestions.push({ column, target: exact.target, confidence: 1, reason: exact.reason });
      continue;
    }
    let best: { key: string; similarity: number } | undefined;
    for (const key of keys) {
      if (Math.abs(key.length - column.key.length) > Math.max(key.length, column.key.length) * (1 - similarNameThreshold)) continue;
      const similarity = 1 - distance(key, column.key) / Math.max(key.length, column.key.length);
      if (similarity >= similarNameThreshold && (!best || similarity > best.similarity)) best = { key, similarity };
    }
    if (best) suggestions.push({ column, target: candidates.get(best.key)!.target, confidence: Math.round(best.similarity * 100) / 100, reason: 'similar_name' });
  }
  return keepMostConfidentPerTarget(suggestions);
}

function attributeTarget(attribute: MatchableAttribute, language: string | null): ImportTarget {
  return { kind: 'attribute', attribute_id: attribute.id, language: attribute.localizable ? language : null, unit: null, bound: null };
}

function targetKey(target: ImportTarget): string {
  if (target.kind === 'attribute') return `attribute:${target.attribute_id}:${target.language ?? ''}:${target.bound ?? ''}`;
  if (target.kind === 'price') return `price:${target.price_list_id}:${target.field}:${target.start_date ?? ''}:${JSON.stringify(target.discriminant_values)}`;
  return target.kind;
}

function keepMostConfidentPerTarget(suggestions: ColumnMatch[]): ColumnMatch[] {
  const best = new Map<string, ColumnMatch>();
  for (const suggestion of suggestions) {
    const key = targetKey(suggestion.target);
    const current = best.get(key);
    if (!current || suggestion.confidence > current.confidence) best.set(key, suggestion);
  }
  const kept = new Set(best.values());
  return suggestions.filter((suggestion) => kept.has(suggestion));
}
