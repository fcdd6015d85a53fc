import type { AttributeType } from '../contracts/attributes.ts';
import type { AttributeTypeModule, FormatContext } from './attribute-type.ts';
import { booleanType } from './boolean.ts';
import { dateType } from './date.ts';
import { decimalType } from './decimal.ts';
import { dropdownType } from './dropdown.ts';
import { emailType } from './email.ts';
import { integerType } from './integer.ts';
import { longTextType } from './long-text.ts';
import { multiDropdownType } from './multi-dropdown.ts';
import { objectLinkType } from './object-link.ts';
import { rangeType } from './range.ts';
import { textType } from './text.ts';
import { timeType } from './time.ts';
import { urlListType } from './url-list.ts';
import { urlType } from './url.ts';

export type { AttributeTypeModule, AttributeValueKind, FormatContext, IndexTable, ParsedValue, ValueErrorCode } from './attribute-type.ts';
export { operatorTakesList, operatorTakesNoValue } from './shared.ts';

/** Every attribute type's module, keyed by type: the one place a per-type rule is written. */
export const attributeTypeModules: Readonly<Record<AttributeType, AttributeTypeModule>> = {
  text: textType,
  integer: integerType,
  decimal: decimalType,
  long_text: longTextType,
  boolean: booleanType,
  date: dateType,
  time: timeType,
  url: urlType,
  url_list: urlListType,
  dropdown: dropdownType,
  multi_dropdown: multiDropdownType,
  email: emailType,
  object_link: objectLinkType,
  range: rangeType,
};

export function attributeTypeModule(type: AttributeType): AttributeTypeModule {
  return attributeTypeModules[type];
}

/**
 * A stored value (one value, or a localizable attribute's `{ language: value }`) as one line:
 * a localized value shows the interface language first, else another tagged with its language.
 */
export function formatAttributeValue(value: unknown, attribute: { type: AttributeType; localizable: boolean }, context: FormatContext): string {
  if (value === null || value === undefined) return '';
  const module = attributeTypeModules[attribute.type];
  if (attribute.localizable && typeof value === 'object' && !Array.isArray(value)) {
    const localized = value as Record<string, unknown>;
    const own = localized[context.language];
    if (own !== undefined && own !== null && own !== '') return module.format(own, context);
    const [other, otherValue] = Object.entries(localized).find(([, candidate]) => candidate !== null && candidate !== '') ?? [];
    return other ? `${module.format(otherValue, context)} (${other.toUpperCase()})` : '';
  }
  return module.format(value, context);
}
