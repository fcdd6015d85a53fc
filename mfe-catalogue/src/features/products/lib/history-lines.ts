import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { HistoryPage } from '@pimento/shared-kit/contracts/history';
import { pickLabel, pickName } from '../../../lib/pick-label';
import { formatValue } from '../../values/lib/format-value';

/** One line of a history entry: what changed, from what, to what, as the user reads it. */
export type HistoryLine = { key: string; field: string; before: string; after: string };

export type HistoryWords = {
  empty: string;
  yes: string;
  no: string;
  /** The label of a built-in field (`sku`, `model_id` …). */
  field: (field: string) => string;
  status: (status: string) => string;
  /** A model or category that no longer exists, by its id. */
  deleted: (id: number) => string;
};

export type HistoryContext = {
  attributesById: ReadonlyMap<number, Attribute>;
  /** A unit's symbol by its code (`klm` → `klm`, `degC` → `°C`). */
  unitSymbols: ReadonlyMap<string, string>;
  references: HistoryPage['references'];
  language: string;
  words: HistoryWords;
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : typeof value === 'number' ? [value] : []);

/**
 * The lines of one history entry, with names instead of ids (models by reference and name,
 * categories by path, managed attributes by label), values with their units, and a per-language
 * value split into one line per language that changed.
 */
export function historyLines(changes: Record<string, [unknown, unknown]>, context: HistoryContext): HistoryLine[] {
  const { attributesById, unitSymbols, references, language, words } = context;
  const text = (value: unknown, render: (value: unknown) => string) => (isEmpty(value) ? words.empty : render(value) || words.empty);
  const modelName = (id: number) => {
    const model = references.models[String(id)];
    return model ? `${model.reference} — ${model.name}` : words.deleted(id);
  };
  const categoryPath = (id: number) => references.categories[String(id)]?.map((level) => pickName(level, language)).join(' › ') ?? words.deleted(id);
  const attributeName = (id: number) => {
    const attribute = attributesById.get(id);
    return attribute ? pickLabel(attribute.labels, language, attribute.code) : words.deleted(id);
  };

  // A creation records empty fields too ("no category" → "no category"): nothing to read there.
  const lines = Object.entries(changes).flatMap(([field, [before, after]]): HistoryLine[] => {
    if (field.startsWith('values.')) {
      const attribute = attributesById.get(Number(field.slice('values.'.length)));
      if (!attribute) return [{ key: field, field, before: text(before, String), after: text(after, String) }];
      const label = pickLabel(attribute.labels, language, attribute.code);
      const unitSymbol = attribute.unit === null ? undefined : unitSymbols.get(attribute.unit);
      const format = (value: unknown) => formatValue(value, { ...attribute, localizable: false, unitSymbol }, language, words);
      if (!attribute.localizable) return [{ key: field, field: label, before: text(before, format), after: text(after, format) }];
      // Each language on its own line, only those that changed.
      const side = (value: unknown) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
      const [old, next] = [side(before), side(after)];
      const languages = [...new Set([...Object.keys(old), ...Object.keys(next)])].filter((code) => JSON.stringify(old[code] ?? null) !== JSON.stringify(next[code] ?? null));
      return languages.map((code) => ({ key: `${field}.${code}`, field: `${label} (${code.toUpperCase()})`, before: text(old[code], format), after: text(next[code], format) }));
    }
    const name = words.field(field);
    switch (field) {
      case 'model_id':
        return [{ key: field, field: name, before: text(before, (id) => modelName(Number(id))), after: text(after, (id) => modelName(Number(id))) }];
      case 'categories':
        return [{ key: field, field: name, before: text(before, (ids) => idsOf(ids).map(categoryPath).join('; ')), after: text(after, (ids) => idsOf(ids).map(categoryPath).join('; ')) }];
      case 'managed_attribute_ids':
        return [{ key: field, field: name, before: text(before, (ids) => idsOf(ids).map(attributeName).join(', ')), after: text(after, (ids) => idsOf(ids).map(attributeName).join(', ')) }];
      case 'status':
        return [{ key: field, field: name, before: text(before, (value) => words.status(String(value))), after: text(after, (value) => words.status(String(value))) }];
      default: {
        const plain = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value));
        return [{ key: field, field: name, before: text(before, plain), after: text(after, plain) }];
      }
    }
  });
  return lines.filter((line) => line.before !== line.after);
}
