import type { TFunction } from 'i18next';
import { attributeTypeModule } from '@pimento/shared-kit/attribute-types/index';
import type { AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import { describePriceChange, priceChangePrefix } from './describe-price-change';

/** One changed field of a row, ready to read: what it is, its value before and after. */
export type ChangeLine = { key: string; field: string; before: string; after: string };

export type ChangeContext = {
  t: TFunction;
  /** The interface language (numbers, dates, labels). */
  language: string;
  /** The attributes the user may read, by id; an attribute missing here is named by its id. */
  attributes: ReadonlyMap<number, AttributeIdLabel>;
  /** A category's path (`Lighting > Bulbs`) by its id, once the trees are loaded; null when unknown. */
  categoryPath?: (id: number) => string | null;
  /** The symbol of an attribute's unit (`W`, `kg`) by the attribute's id, once known; null for none. */
  unitSymbol?: (id: number) => string | null;
  /** A choice's label in the interface language, by the attribute's id and the choice's code, once known; null when unknown. */
  choiceLabel?: (id: number, code: string) => string | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A label in the language, else English, else any, else the fallback (the catalogue's rule). */
export function labelOf(labels: Readonly<Record<string, string>>, language: string, fallback: string): string {
  return labels[language] || labels.en || Object.values(labels).find((label) => label.trim() !== '') || fallback;
}

/** A value of no attribute (a plain field) or of an unknown one, as text. */
function plainText(value: unknown, context: ChangeContext): string {
  if (value === null || value === undefined || value === '') return context.t('runPage.rows.emptyValue');
  if (typeof value === 'boolean') return context.t(value ? 'runPage.rows.yes' : 'runPage.rows.no');
  if (Array.isArray(value)) return value.length === 0 ? context.t('runPage.rows.emptyValue') : value.map((item) => plainText(item, context)).join(', ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

function attributeText(attribute: AttributeIdLabel | undefined, value: unknown, context: ChangeContext): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return context.t('runPage.rows.emptyValue');
  if (attribute === undefined) return plainText(value, context);
  const text = attributeTypeModule(attribute.type).format(value, {
    language: context.language,
    yes: context.t('runPage.rows.yes'),
    no: context.t('runPage.rows.no'),
    choiceLabel: (code) => context.choiceLabel?.(attribute.id, code) ?? code,
    unitSymbol: context.unitSymbol?.(attribute.id) ?? undefined,
  });
  return text === '' ? context.t('runPage.rows.emptyValue') : text;
}

/**
 * A row's changes (`name`, `status`, `model`, `values.<attribute id>`: `[old, new]`) as lines to
 * read. A localizable attribute's value (`{ en: …, fr: … }`) gives one line per language that
 * changed, the attribute's label followed by the language.
 */
export function describeChanges(changes: Readonly<Record<string, readonly [unknown, unknown]>>, context: ChangeContext): ChangeLine[] {
  const { t } = context;
  const lines: ChangeLine[] = [];
  for (const [key, [before, after]] of Object.entries(changes)) {
    if (key === 'status') {
      const status = (value: unknown) => (typeof value === 'string' ? t(`runPage.rows.productStatus.${value}`, { defaultValue: value }) : plainText(value, context));
      lines.push({ key, field: t('runPage.rows.fields.status'), before: status(before), after: status(after) });
      continue;
    }
    if (key === 'model') {
      const model = (value: unknown) => (typeof value === 'number' ? t('runPage.rows.modelRef', { id: value }) : plainText(value, context));
      lines.push({ key, field: t('runPage.rows.fields.model'), before: model(before), after: model(after) });
      continue;
    }
    if (key === 'categories') {
      // Category ids, and the paths of categories the launch is to create.
      const categories = (value: unknown) =>
        Array.isArray(value) && value.length > 0
          ? value.map((item) => (typeof item === 'number' ? (context.categoryPath?.(item) ?? t('runPage.rows.categoryRef', { id: item })) : t('runPage.rows.newCategory', { path: String(item) }))).join(', ')
          : t('runPage.rows.emptyValue');
      lines.push({ key, field: t('runPage.rows.fields.categories'), before: categories(before), after: categories(after) });
      continue;
    }
    if (key.startsWith(priceChangePrefix)) {
      lines.push(...describePriceChange(key, before, after, t, (value) => plainText(value, context)));
      continue;
    }
    if (!key.startsWith('values.')) {
      const field = t(`runPage.rows.fields.${key}`, { defaultValue: key });
      lines.push({ key, field, before: plainText(before, context), after: plainText(after, context) });
      continue;
    }
    const id = Number(key.slice('values.'.length));
    const attribute = context.attributes.get(id);
    const label = attribute ? labelOf(attribute.labels, context.language, attribute.code) : t('runPage.rows.unknownAttribute', { id });
    const localized = attribute?.type !== 'range' && (isRecord(before) || isRecord(after)) && !(before !== null && before !== undefined && !isRecord(before)) && !(after !== null && after !== undefined && !isRecord(after));
    if (!localized) {
      lines.push({ key, field: label, before: attributeText(attribute, before, context), after: attributeText(attribute, after, context) });
      continue;
    }
    const old = isRecord(before) ? before : {};
    const next = isRecord(after) ? after : {};
    const languages = [...new Set([...Object.keys(old), ...Object.keys(next)])].sort();
    for (const language of languages) {
      if (JSON.stringify(old[language] ?? null) === JSON.stringify(next[language] ?? null)) continue;
      lines.push({
        key: `${key}.${language}`,
        field: t('runPage.rows.inLanguage', { label, language: language.toUpperCase() }),
        before: attributeText(attribute, old[language], context),
        after: attributeText(attribute, next[language], context),
      });
    }
  }
  return lines;
}
