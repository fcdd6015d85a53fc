import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import { pickLabel } from '../../../lib/pick-label';

export type FormatAttribute = Pick<Attribute, 'type' | 'localizable' | 'choices'> & { unitSymbol?: string };

/**
 * A stored value as one line of text for listings and history: choice labels, yes/no, ranges,
 * units; a localizable value shows the interface language first, then the others.
 */
export function formatValue(value: unknown, attribute: FormatAttribute, language: string, words: { yes: string; no: string } = { yes: 'Yes', no: 'No' }): string {
  if (value === null || value === undefined) return '';
  if (attribute.localizable && typeof value === 'object' && !Array.isArray(value)) {
    const localized = value as Record<string, unknown>;
    const own = localized[language];
    if (own !== undefined && own !== null && own !== '') return formatValue(own, { ...attribute, localizable: false }, language, words);
    const [other, otherValue] = Object.entries(localized).find(([, candidate]) => candidate !== null && candidate !== '') ?? [];
    return other ? `${formatValue(otherValue, { ...attribute, localizable: false }, language, words)} (${other.toUpperCase()})` : '';
  }
  const unit = attribute.unitSymbol ? ` ${attribute.unitSymbol}` : '';
  const choiceLabel = (code: unknown) => {
    const choice = attribute.choices.find((candidate) => candidate.code === code);
    return choice ? pickLabel(choice.labels, language, choice.code) : String(code);
  };
  switch (attribute.type) {
    case 'boolean':
      return value === true ? words.yes : value === false ? words.no : '';
    case 'dropdown':
      return choiceLabel(value);
    case 'multi_dropdown':
      return Array.isArray(value) ? value.map(choiceLabel).join(', ') : '';
    case 'url_list':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'range': {
      const range = value as { min?: number; max?: number };
      return `${range.min ?? ''} – ${range.max ?? ''}${unit}`;
    }
    case 'integer':
    case 'decimal':
      return typeof value === 'number' ? `${value.toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB')}${unit}` : String(value);
    case 'date':
      return typeof value === 'string' && language === 'fr' ? value.split('-').reverse().join('/') : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
