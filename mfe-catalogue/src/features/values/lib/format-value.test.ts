import { formatValue } from './format-value';

const plain = { localizable: false, choices: [] };

describe('formatting values for listings and history', () => {
  it('shows choice labels in the interface language', () => {
    const attribute = { type: 'multi_dropdown' as const, localizable: false, choices: [{ code: 'red', labels: { en: 'Red', fr: 'Rouge' } }, { code: 'blue', labels: { en: 'Blue' } as Record<string, string> }] };
    expect(formatValue(['red', 'blue'], attribute, 'fr')).toBe('Rouge, Blue');
  });

  it('shows the interface language of a localized value, else another tagged with its language', () => {
    const attribute = { type: 'text' as const, localizable: true, choices: [] };
    expect(formatValue({ en: 'Drill', fr: 'Perceuse' }, attribute, 'fr')).toBe('Perceuse');
    expect(formatValue({ en: 'Drill' }, attribute, 'fr')).toBe('Drill (EN)');
  });

  it('writes numbers with their unit, ranges, booleans and French dates', () => {
    expect(formatValue(1250.5, { type: 'decimal', ...plain, unitSymbol: 'g' }, 'en')).toBe('1,250.5 g');
    expect(formatValue({ min: -10, max: 40 }, { type: 'range', ...plain, unitSymbol: '°C' }, 'en')).toBe('-10 – 40 °C');
    expect(formatValue(false, { type: 'boolean', ...plain }, 'en', { yes: 'Yes', no: 'No' })).toBe('No');
    expect(formatValue('2026-03-01', { type: 'date', ...plain }, 'fr')).toBe('01/03/2026');
    expect(formatValue(null, { type: 'text', ...plain }, 'en')).toBe('');
  });
});
