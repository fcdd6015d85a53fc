import { headerKey } from '@pimento/shared-kit/imports/header-keys';
import { structureImportStrings } from '../../../i18n/structure-import-strings';
import { fieldOfHeaderKey, readColumns, structureFields } from './structure-columns';

describe('structure file columns', () => {
  it.each(['en', 'fr'] as const)('the dialog names each column, in %s, by a header the server reads as that column', (language) => {
    for (const field of structureFields) expect([field, fieldOfHeaderKey(headerKey(structureImportStrings[language].structureImport.columns[field].header))]).toEqual([field, field]);
  });

  it('reads a label per language as the name, and leaves other columns out', () => {
    expect(fieldOfHeaderKey('name_fr')).toBe('name');
    expect(fieldOfHeaderKey('libelle_en_gb')).toBe('name');
    expect(fieldOfHeaderKey('type_de_valeur')).toBe('type');
    expect(fieldOfHeaderKey('comment')).toBeNull();
    expect(fieldOfHeaderKey('names_fr')).toBeNull();
  });

  it('says which required columns a header row lacks', () => {
    const columns = (headers: string[]) => headers.map((header, index) => ({ header, key: headerKey(header), index }));
    expect(readColumns(columns(['Nom_fr', 'Groupe', 'Remarque']))).toEqual({
      recognised: [
        { header: 'Nom_fr', field: 'name' },
        { header: 'Groupe', field: 'group' },
      ],
      ignored: ['Remarque'],
      missing: ['type'],
    });
    expect(readColumns(columns(['Libellé', 'Type de valeur'])).missing).toEqual([]);
  });
});
