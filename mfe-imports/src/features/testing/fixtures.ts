import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ImportFile, ImportPreview, ImportTemplate } from '@pimento/shared-kit/contracts/imports';
import { importOptionsSchema } from '@pimento/shared-kit/contracts/imports';

/** Tests only: a template as the API answers it. */
export function template(overrides: Partial<ImportTemplate> = {}): ImportTemplate {
  return {
    id: 1,
    name: 'Supplier A',
    options: importOptionsSchema.parse({}),
    pills: [],
    version: 1,
    created: '2026-11-20T10:00:00Z',
    updated: '2026-11-21T10:00:00Z',
    file: null,
    last_runs: [],
    ...overrides,
  };
}

export const csvFile: ImportFile = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'supplier.csv',
  size: 2048,
  format: 'csv',
  sheets: [{ name: 'supplier', visible: true }],
  dialect: { encoding: 'utf-8', separator: ';', quote: '"', decimal_mark: ',' },
  created: '2026-11-26T10:00:00Z',
};

export const csvPreview: ImportPreview = {
  sheet: 'supplier',
  header_line: 1,
  columns: [
    { header: 'Référence', key: 'reference', index: 0 },
    { header: 'Désignation', key: 'designation', index: 1 },
    { header: 'Couleur', key: 'couleur', index: 2 },
    { header: 'Puissance (W)', key: 'puissance_w', index: 3 },
  ],
  rows: [
    { line: 2, cells: ['LED-1', 'Ampoule LED', 'BLC', '5'] },
    { line: 3, cells: ['LED-2', 'Spot encastré', 'NR', '7'] },
    { line: 4, cells: ['', 'Sans référence', 'BLC', null] },
  ],
};

/** Tests only: an attribute definition with what the mapping screen reads. */
export function attribute(overrides: Partial<Attribute> & Pick<Attribute, 'id' | 'code'>): Attribute {
  return {
    type: 'text',
    labels: { en: overrides.code, fr: overrides.code },
    group_id: 1,
    section_id: 1,
    position: 0,
    unit_type: null,
    unit: null,
    min: null,
    max: null,
    max_length: null,
    localizable: false,
    unique: false,
    choices: [],
    choice_list_id: null,
    object_type_id: null,
    suggestions: [],
    default_value: null,
    formula: null,
    formula_inputs: [],
    computed: false,
    set_ids: [],
    user_groups: [],
    version: 1,
    created: '2026-01-01T00:00:00Z',
    updated: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
