import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import { formatAttributeValue } from '@pimento/shared-kit/attribute-types/index';
import { pickLabel } from '../../../lib/pick-label';

export type FormatAttribute = Pick<Attribute, 'type' | 'localizable' | 'choices'> & { unitSymbol?: string };

/**
 * A stored value as one line of text for listings and history: choice labels, yes/no, ranges,
 * units; a localizable value shows the interface language first, then the others. The rules per
 * type are the attribute type modules' (`shared-kit/attribute-types`); this adds the labels.
 */
export function formatValue(value: unknown, attribute: FormatAttribute, language: string, words: { yes: string; no: string } = { yes: 'Yes', no: 'No' }): string {
  const choiceLabel = (code: string) => {
    const choice = attribute.choices.find((candidate) => candidate.code === code);
    return choice ? pickLabel(choice.labels, language, choice.code) : code;
  };
  return formatAttributeValue(value, attribute, { language, ...words, unitSymbol: attribute.unitSymbol, choiceLabel });
}
