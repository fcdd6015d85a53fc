import type { TFunction } from 'i18next';
import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { pickLabel } from '../../../lib/pick-label';

/** A stored extra value as a user reads it (a choice's label, yes or no, a number in the language's way); null when there is none. */
export function extraValueText(attribute: ExtraAttribute, value: string | number | boolean | undefined, language: string, t: TFunction<'catalogue'>): string | null {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
  if (typeof value === 'number') return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 10 }).format(value);
  if (attribute.type === 'dropdown') {
    const choice = attribute.choices.find((candidate) => candidate.code === value);
    return choice === undefined ? value : pickLabel(choice.labels, language, choice.code);
  }
  return value;
}
