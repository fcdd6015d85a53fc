import '../../../i18n/runs-strings';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import type { AttributeIdLabel } from '@pimento/shared-kit/contracts/attributes';
import { describeChanges } from './describe-changes';

const attributes = new Map<number, AttributeIdLabel>([
  [1, { id: 1, code: 'desc', type: 'text', labels: { en: 'Description', fr: 'Description FR' } }],
  [2, { id: 2, code: 'led', type: 'boolean', labels: { en: 'LED' } }],
  [3, { id: 3, code: 'range', type: 'range', labels: { en: 'Voltage' } }],
  [4, { id: 4, code: 'colours', type: 'multi_dropdown', labels: { en: 'Colours' } }],
  [5, { id: 5, code: 'wattage', type: 'decimal', labels: { en: 'Wattage' } }],
]);

describe('a row’s changes', () => {
  const context = { t: i18n.getFixedT('en', 'imports'), language: 'en', attributes };

  it('names fields and attributes, one line per changed language, values formatted by type', () => {
    const lines = describeChanges(
      {
        name: ['Old', 'New'],
        status: ['active', 'end_of_life'],
        model: [null, 4],
        'values.1': [{ en: 'Same', fr: 'Ancien' }, { en: 'Same', fr: 'Nouveau', de: 'Neu' }],
        'values.2': [false, true],
        'values.3': [null, { min: 1, max: 5 }],
        'values.4': [['red'], ['red', 'blue']],
        'values.9': ['a', 'b'],
      },
      context,
    );
    expect(lines.map(({ field, before, after }) => `${field}: ${before} → ${after}`)).toEqual([
      'Name: Old → New',
      'Status: Active → End of life',
      'Model: (empty) → Model #4',
      'Description (DE): (empty) → Neu',
      'Description (FR): Ancien → Nouveau',
      'LED: No → Yes',
      'Voltage: (empty) → 1 – 5',
      'Colours: red → red, blue',
      'Attribute #9: a → b',
    ]);
  });

  it('writes a number with its attribute’s unit, as the catalogue shows it', () => {
    const units = new Map([[5, 'W']]);
    const lines = describeChanges({ 'values.5': [10, 12.5] }, { ...context, unitSymbol: (id) => units.get(id) ?? null });
    expect(lines.map(({ field, before, after }) => `${field}: ${before} → ${after}`)).toEqual(['Wattage: 10 W → 12.5 W']);
    expect(describeChanges({ 'values.5': [10, 12.5] }, context)[0]).toMatchObject({ before: '10', after: '12.5' });
  });

  it('names categories by their paths, and those the launch creates as new', () => {
    const paths = new Map([[3, 'Lighting > Bulbs']]);
    const lines = describeChanges({ categories: [[3], [3, 8, 'Lighting > LED']] }, { ...context, categoryPath: (id) => paths.get(id) ?? null });
    expect(lines.map(({ field, before, after }) => `${field}: ${before} → ${after}`)).toEqual(['Categories: Lighting > Bulbs → Lighting > Bulbs, Category #8, Lighting > LED (new)']);
  });

  it('speaks French', () => {
    const lines = describeChanges({ 'values.1': [{ fr: 'A' }, { fr: null }], status: [null, 'inactive'] }, { ...context, t: i18n.getFixedT('fr', 'imports'), language: 'fr' });
    expect(lines.map(({ field, before, after }) => `${field}: ${before} → ${after}`)).toEqual(['Description FR (FR): A → (vide)', 'Statut: (vide) → Inactif']);
  });
});
