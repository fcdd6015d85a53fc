import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import { historyLines, type HistoryContext } from './history-lines';

const attribute = (id: number, extra: Partial<Attribute>) => ({ id, code: `a${id}`, labels: { en: `A${id}` }, choices: [], unit: null, localizable: false, ...extra }) as Attribute;

const lighting = { name: 'Lighting', names: { en: 'Lighting', fr: 'Éclairage' } };
const context: HistoryContext = {
  attributesById: new Map([
    [6, attribute(6, { type: 'decimal', labels: { en: 'Luminous flux', fr: 'Flux lumineux' }, unit: 'klm' })],
    [9, attribute(9, { type: 'text', labels: { en: 'Description', fr: 'Description FR' }, localizable: true })],
    [13, attribute(13, { type: 'integer', labels: { en: 'Power' } })],
  ]),
  unitSymbols: new Map([['klm', 'klm']]),
  references: { models: { '1': { reference: 'LAMP-M', name: 'Lamp model' } }, categories: {
      '4': [lighting, { name: 'Indoor', names: { en: 'Indoor', fr: 'Intérieur' } }],
      '5': [lighting, { name: 'Outdoor', names: { en: 'Outdoor' } }],
    },
  },
  language: 'en',
  words: { empty: '(empty)', yes: 'Yes', no: 'No', field: (field) => ({ model_id: 'Model', categories: 'Categories', managed_attribute_ids: 'Managed attributes', status: 'Status' })[field] ?? field, status: (status) => status.toUpperCase(), deleted: (id) => `#${id} (deleted since)` },
};

describe('a history entry as the user reads it', () => {
  it('shows a category path in the interface language, a level without a name in it in the company first language', () => {
    expect(historyLines({ categories: [[], [4, 5]] }, { ...context, language: 'fr' })[0]).toMatchObject({ after: 'Éclairage › Intérieur; Éclairage › Outdoor' });
  });

  it('names models, category paths and managed attributes instead of ids; a deleted one by its id', () => {
    expect(historyLines({ model_id: [null, 1], categories: [[4], [4, 5, 99]], managed_attribute_ids: [[6], [6, 13, 9]] }, context)).toEqual([
      { key: 'model_id', field: 'Model', before: '(empty)', after: 'LAMP-M — Lamp model' },
      { key: 'categories', field: 'Categories', before: 'Lighting › Indoor', after: 'Lighting › Indoor; Lighting › Outdoor; #99 (deleted since)' },
      { key: 'managed_attribute_ids', field: 'Managed attributes', before: 'Luminous flux', after: 'Luminous flux, Power, Description' },
    ]);
  });

  it('gives values their unit, and a per-language value one line per language that changed', () => {
    expect(historyLines({ 'values.6': [1.2, 2.5], 'values.9': [{ en: 'Lamp', fr: 'Lampe' }, { en: 'Lamp', fr: 'Lampe LED', de: 'Leuchte' }] }, context)).toEqual([
      { key: 'values.6', field: 'Luminous flux', before: '1.2 klm', after: '2.5 klm' },
      { key: 'values.9.fr', field: 'Description (FR)', before: 'Lampe', after: 'Lampe LED' },
      { key: 'values.9.de', field: 'Description (DE)', before: '(empty)', after: 'Leuchte' },
    ]);
  });

  it('leaves out a field that stayed empty (a creation records every field)', () => {
    expect(historyLines({ sku: [null, 'LAMP-1'], categories: [null, []] }, context)).toEqual([{ key: 'sku', field: 'sku', before: '(empty)', after: 'LAMP-1' }]);
  });

  it('labels in the interface language', () => {
    expect(historyLines({ 'values.6': [null, 3] }, { ...context, language: 'fr' })[0]).toMatchObject({ field: 'Flux lumineux' });
  });
});
