import type { ExtraAttribute, ExtraValues } from '@pimento/shared-kit/contracts/extra-attributes';

/** A form's extra values, by attribute id (the path the server names a refused value by: `attribute_values.<id>`). */
export type ExtraFormValues = Record<number, string | number | boolean | null | undefined>;

/** Every extra attribute's value as sent: what is typed, a blank clearing it (so every required one is checked). */
export function extraValuesToSend(attributes: readonly ExtraAttribute[], values: ExtraFormValues | undefined): ExtraValues {
  return Object.fromEntries(
    attributes.map((attribute) => {
      const value = values?.[attribute.id];
      return [String(attribute.id), value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value];
    }),
  );
}
