/**
 * The bench catalogue's attribute plan (Akeneo "Large"-like): 1,000 attributes of every
 * filterable type, 50 families of about 50 values each (4 attribute languages), and the named
 * attributes the scenarios filter and sort on.
 */
export const languages = ['en', 'fr', 'de', 'es'];

export type Kind = 'text' | 'integer' | 'decimal' | 'dropdown' | 'multi' | 'boolean' | 'date' | 'ltext';

const kindByRemainder: Kind[] = [
  'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text',
  'integer', 'integer', 'integer',
  'decimal', 'decimal', 'decimal',
  'dropdown', 'dropdown',
  'multi',
  'boolean',
  'date',
  'ltext',
];

export const attributeTypeOfKind: Record<Kind, string> = {
  text: 'text',
  integer: 'integer',
  decimal: 'decimal',
  dropdown: 'dropdown',
  multi: 'multi_dropdown',
  boolean: 'boolean',
  date: 'date',
  ltext: 'text',
};

export const attributeCount = 1000;
export const familyCount = 50;

export function kindOf(index: number): Kind {
  return kindByRemainder[index % kindByRemainder.length]!;
}

export function codeOf(index: number): string {
  return `a${String(index).padStart(4, '0')}`;
}

/** Attributes every product has: what the scenarios filter and sort on. */
export const common = { weight: 8, price: 11, brand: 14, colour: 15, launch: 18, title: 19 } as const;

/** Attribute indexes of one family: the common ones, 32 more single-language ones, 2 more localized texts. */
export function familyAttributes(family: number): number[] {
  const commonIndexes = Object.values(common) as number[];
  const singles = [...Array(attributeCount).keys()].filter((index) => kindOf(index) !== 'ltext' && !commonIndexes.includes(index));
  const localized = [...Array(attributeCount).keys()].filter((index) => kindOf(index) === 'ltext' && index !== common.title);
  const chosen = new Set<number>(commonIndexes);
  for (let k = 0; chosen.size < commonIndexes.length + 32; k += 1) chosen.add(singles[(family * 19 + k * 29) % singles.length]!);
  chosen.add(localized[(family * 2) % localized.length]!);
  chosen.add(localized[(family * 2 + 1) % localized.length]!);
  return [...chosen];
}
