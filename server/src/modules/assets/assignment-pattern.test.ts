import type { AssetRulePill } from '@pimento/shared-kit/contracts/asset-assignment';
import { compilePattern, nameSubject, urlSubject } from './assignment-pattern.ts';

const text = (value: string): AssetRulePill => ({ type: 'text', text: value });

describe('assignment rule patterns', () => {
  const skuSequenceLanguage = compilePattern([{ type: 'sku' }, text('_'), { type: 'sequence' }, text('_'), { type: 'language' }]);

  it('reads a SKU, a sequence number and a language, ignoring case', () => {
    expect(skuSequenceLanguage('ABC-100_2_FR')).toMatchObject({ sku: 'ABC-100', sequence: 2, language: 'fr', featured: false });
    // The SKU takes the shortest text the rest of the pattern lets it: underscores inside it still fit.
    expect(skuSequenceLanguage('AB_C_12_en-gb')).toMatchObject({ sku: 'AB_C', sequence: 12, language: 'en-gb' });
  });

  it('refuses a subject the pattern does not fit', () => {
    expect(skuSequenceLanguage('ABC-100_two_fr')).toBeNull();
    expect(skuSequenceLanguage('ABC-100_2')).toBeNull();
    expect(skuSequenceLanguage('_2_fr')).toBeNull();
  });

  it('takes a featured marker when present, and a text pill literally (regex characters included)', () => {
    const pattern = compilePattern([{ type: 'model_reference' }, text('.('), { type: 'featured', text: 'main' }]);
    expect(pattern('LAMP.(main')).toMatchObject({ modelReference: 'LAMP', featured: true });
    expect(pattern('LAMP.(')).toMatchObject({ modelReference: 'LAMP', featured: false });
    expect(pattern('LAMPX(main')).toBeNull();
  });

  it('reads attribute values by attribute', () => {
    const pattern = compilePattern([{ type: 'attribute', attribute_id: 7 }, text('-'), { type: 'attribute', attribute_id: 9 }]);
    expect(pattern('red-XL')?.attributes).toEqual(new Map([[7, 'red'], [9, 'XL']]));
  });

  it('reads names without extension and URLs by their decoded path', () => {
    expect(nameSubject('ABC-100_1_fr.jpg')).toBe('ABC-100_1_fr');
    expect(nameSubject('archive.tar.gz')).toBe('archive.tar');
    expect(urlSubject('https://cdn.example.com/img/ABC%20100/2.jpg?v=3#x')).toBe('img/ABC 100/2');
    expect(urlSubject('img/ABC-100/1.png')).toBe('img/ABC-100/1');
    expect(urlSubject(null)).toBeNull();
  });
});
