import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { CategoryIndex, loadCategoryIndex } from '../imports/category-paths.ts';

/** Section, group and category names per attribute label language, checked as attribute labels are. */
describe.each(drivers)('names per label language on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Names Co', { username: 'names_admin' })).company.id;
    admin = testApp.client();
    await admin.login('names_admin');
  });
  afterAll(() => testApp.close());

  const sections = endpointPath(attributesApi.createSection, {});
  const groups = endpointPath(attributesApi.createGroup, {});
  const categories = endpointPath(categoriesApi.create, {});

  it('names a section and a group in each label language, unique per language, never with a pipe', async () => {
    const electrical = await admin.post(sections, { names: { en: 'Electrical data', fr: 'Données électriques' } });
    expect(electrical.statusCode).toBe(201);
    expect(electrical.json()).toMatchObject({ name: 'Electrical data', names: { en: 'Electrical data', fr: 'Données électriques' } });

    // The same text in another language is another name; in the same language it is taken.
    expect((await admin.post(sections, { names: { fr: 'Electrical data' } })).statusCode).toBe(201);
    const taken = await admin.post(sections, { names: { en: 'Other', fr: 'DONNÉES ÉLECTRIQUES' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'attribute_section.name_taken', fields: { 'names.fr': ['attribute_section.name_taken'] } });
    const refused = await admin.post(sections, { names: { en: 'A|B', de: 'Elektrisch' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'names.en': ['attribute_section.name_has_pipe'], 'names.de': ['attribute.label_language_unknown'] });
    expect((await admin.post(sections, { names: {} })).json().fields).toEqual({ names: ['attribute_section.name_required'] });

    const supply = await admin.post(groups, { names: { en: 'Power supply', fr: 'Alimentation' }, section_id: electrical.json().id });
    expect(supply.json()).toMatchObject({ name: 'Power supply', names: { en: 'Power supply', fr: 'Alimentation' } });
    const group = supply.json();
    // `name` alone is the name in the first label language; the others stay.
    const renamed = await admin.request('PATCH', endpointPath(attributesApi.updateGroup, { id: group.id }), { body: { name: 'Supply', version: group.version } });
    expect(renamed.json()).toMatchObject({ name: 'Supply', names: { en: 'Supply', fr: 'Alimentation' } });
    const clash = await admin.post(groups, { name: 'supply', section_id: electrical.json().id });
    expect(clash.json()).toMatchObject({ code: 'attribute_group.name_taken', fields: { name: ['attribute_group.name_taken'] } });

    const tree = (await admin.get(endpointPath(attributesApi.tree, {}))).json();
    const shown = tree.sections.find((section: { id: number }) => section.id === electrical.json().id);
    expect(shown).toMatchObject({ names: { fr: 'Données électriques' }, groups: [{ names: { en: 'Supply', fr: 'Alimentation' } }] });
  });

  it('names categories in each label language, unique within their level per language, also after a move', async () => {
    const lighting = (await admin.post(categories, { names: { en: 'Lighting', fr: 'Éclairage' } })).json();
    const indoor = (await admin.post(categories, { names: { en: 'Indoor', fr: 'Intérieur' }, parent_id: lighting.id })).json();
    const outdoor = (await admin.post(categories, { names: { en: 'Outdoor', fr: 'Extérieur' } })).json();
    const inside = (await admin.post(categories, { names: { en: 'Inside', fr: 'Intérieur' }, parent_id: outdoor.id })).json();
    expect(indoor).toMatchObject({ name: 'Indoor', names: { en: 'Indoor', fr: 'Intérieur' } });

    const twice = await admin.post(categories, { names: { en: 'Lamps', fr: 'intérieur' }, parent_id: lighting.id });
    expect(twice.json()).toMatchObject({ code: 'category.name_taken', fields: { 'names.fr': ['category.name_taken'] } });
    expect((await admin.post(categories, { names: { fr: 'Lampes | appliques' } })).json().fields).toEqual({ 'names.fr': ['category.name_has_pipe'] });
    // Moving under Lighting would put two "Intérieur" in one level.
    const move = await admin.request('PATCH', endpointPath(categoriesApi.update, { id: inside.id }), { body: { parent_id: lighting.id } });
    expect(move.statusCode).toBe(409);
    expect(move.json().fields).toEqual({ 'names.fr': ['category.name_taken'] });
    const renamed = await admin.request('PATCH', endpointPath(categoriesApi.update, { id: inside.id }), { body: { names: { en: 'Inside', fr: 'Dedans' }, parent_id: lighting.id } });
    expect(renamed.json()).toMatchObject({ parent_id: lighting.id, names: { en: 'Inside', fr: 'Dedans' } });
    // The level it left no longer holds its names.
    expect((await admin.post(categories, { names: { fr: 'Dedans' }, parent_id: outdoor.id })).statusCode).toBe(201);
  });

  it('matches an import path in any label language, the shown name first', async () => {
    const index = await testApp.db.withTenant(companyId, (tx) => loadCategoryIndex(tx, companyId));
    const lighting = index.resolve(['Lighting', 'Indoor'], null);
    expect(index.resolve(['Éclairage', 'Intérieur'], null)).toEqual(lighting);
    expect(index.resolve(['éclairage', 'Indoor'], null)).toEqual(lighting);
    expect(lighting.kind).toBe('found');
    // A name that is one category's English and another's French in the same level goes to the shown one.
    const same = new CategoryIndex([
      { id: 1, parent_id: null, name: 'Lamps', names: ['Lamps', 'Lampes'], ancestors: [] },
      { id: 2, parent_id: null, name: 'Bulbs', names: ['Bulbs', 'Lamps'], ancestors: [] },
    ]);
    expect(same.resolve(['Lamps'], null)).toEqual({ kind: 'found', id: 1 });
    expect(same.resolve(['lamps'], null)).toEqual({ kind: 'unknown' });
  });

  it('removes a label language with its names, never leaving one without a name, and shows the next language', async () => {
    const languages = endpointPath(attributesApi.removeLabelLanguage, { code: 'en' });
    const onlyEnglish = (await admin.post(sections, { names: { en: 'Only English' } })).json();
    const refused = await admin.request('DELETE', languages);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('attribute_label_language.only_name');
    await admin.request('PATCH', endpointPath(attributesApi.updateSection, { id: onlyEnglish.id }), { body: { names: { en: 'Only English', fr: 'Anglais seulement' }, version: onlyEnglish.version } });
    // Every other English-only name gets its French one.
    const everything = [
      ...(await admin.get(endpointPath(attributesApi.sections, {}))).json().map((row: { id: number; names: Record<string, string>; version: number }) => ({ row, path: endpointPath(attributesApi.updateSection, { id: row.id }) })),
      ...(await admin.get(endpointPath(attributesApi.groups, {}))).json().map((row: { id: number; names: Record<string, string>; version: number }) => ({ row, path: endpointPath(attributesApi.updateGroup, { id: row.id }) })),
      ...(await admin.get(endpointPath(categoriesApi.tree, {}))).json().results.map((row: { id: number; names: Record<string, string> }) => ({ row, path: endpointPath(categoriesApi.update, { id: row.id }) })),
    ];
    for (const { row, path } of everything.filter(({ row }) => row.names.fr === undefined)) {
      expect((await admin.request('PATCH', path, { body: { names: { ...row.names, fr: `${row.names.en} FR` }, ...('version' in row ? { version: row.version } : {}) } })).statusCode).toBe(200);
    }
    expect((await admin.request('DELETE', languages)).statusCode).toBe(200);
    const section = (await admin.get(endpointPath(attributesApi.getSection, { id: onlyEnglish.id }))).json();
    expect(section).toMatchObject({ name: 'Anglais seulement', names: { fr: 'Anglais seulement' } });
    expect(section.names.en).toBeUndefined();
  });
});
