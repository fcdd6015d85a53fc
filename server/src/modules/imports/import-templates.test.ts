import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { importFilesApi, importRunsApi, importTemplatesApi } from '@pimento/shared-kit/contracts/imports';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';

const upload = (client: TestClient, name: string, text: string) =>
  client.request('POST', `/api/imports/files/?name=${encodeURIComponent(name)}`, { payload: text, headers: { 'content-type': 'application/octet-stream' } });

describe.each(drivers)('import templates on %s', (driver) => {
  let testApp: TestApp;
  let owner: TestClient;
  let other: TestClient;
  let weightId: number;
  let descriptionId: number;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await testApp.createCompany('Templates Co', { username: 'templates_admin' });
    await testApp.createCompany('Templates Other', { username: 'templates_other' });
    owner = testApp.client();
    await owner.login('templates_admin');
    other = testApp.client();
    await other.login('templates_other');
    const section = (await owner.post('/api/catalogue/attribute-section/', { name: 'Technical' })).json();
    const group = (await owner.post('/api/catalogue/attribute-group/', { name: 'Dimensions', section_id: section.id })).json();
    weightId = (await owner.post('/api/catalogue/attribute/', { code: 'weight_kg', type: 'decimal', labels: { en: 'Weight', fr: 'Poids' }, group_id: group.id })).json().id;
    descriptionId = (await owner.post('/api/catalogue/attribute/', { code: 'description', type: 'text', localizable: true, labels: { en: 'Description' }, group_id: group.id })).json().id;
  });
  afterAll(() => testApp.close());

  it('auto-matches a supplier file, saves the mapping, lists, renames, duplicates and deletes it', async () => {
    const { file } = (await upload(owner, 'supplier.csv', 'Référence;Désignation;Poids;Description (en);Couleur\nA-1;Câble;1,5;Cable;Bleu\n')).json();
    const matched = await owner.post(`/api/imports/files/${file.id}/auto-match/`, {});
    expect(matched.statusCode).toBe(200);
    expect(matched.json().matches).toEqual([
      { column: 'reference', target: { kind: 'sku' }, confidence: 1, reason: 'label' },
      { column: 'designation', target: { kind: 'name' }, confidence: 1, reason: 'label' },
      { column: 'poids', target: { kind: 'attribute', attribute_id: weightId, language: null, unit: null, bound: null }, confidence: 1, reason: 'label' },
      { column: 'description_en', target: { kind: 'attribute', attribute_id: descriptionId, language: 'en', unit: null, bound: null }, confidence: 1, reason: 'code' },
    ]);

    const pills = matched.json().matches.map((match: { column: string; target: unknown }, index: number) => ({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      target: match.target,
      columns: [match.column],
    }));
    const created = await owner.post('/api/imports/templates/', { name: 'Supplier A', pills });
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({ name: 'Supplier A', version: 1, options: { mode: 'create_and_update', empty_cells: 'keep', header_line: 1 }, last_runs: [] });
    expect(template.pills[2]).toEqual({ id: pills[2].id, target: pills[2].target, columns: ['poids'], formula: null, value_map: null, conditions: [] });

    expect((await owner.post('/api/imports/templates/', { name: 'supplier a', pills: [] })).json()).toMatchObject({ code: 'import.template_name_taken' });
    const unknown = await owner.post('/api/imports/templates/', { name: 'Broken', pills: [{ ...pills[0], target: { kind: 'attribute', attribute_id: 999_999 } }] });
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { 'pills.0.target': ['import.cell.attribute_not_found'] }]);

    const renamed = await owner.request('PUT', `/api/imports/templates/${template.id}/`, { body: { name: 'Supplier A (2026)', options: { mode: 'update' }, pills, version: 1 } });
    expect(renamed.json()).toMatchObject({ name: 'Supplier A (2026)', version: 2, options: { mode: 'update' } });
    const stale = await owner.request('PUT', `/api/imports/templates/${template.id}/`, { body: { name: 'Late', pills, version: 1 } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict.stale_version']);

    const copy = await owner.post(`/api/imports/templates/${template.id}/duplicate/`, {});
    expect(copy.json()).toMatchObject({ name: 'Supplier A (2026) (copy)', version: 1 });
    expect((await owner.post(`/api/imports/templates/${template.id}/duplicate/`, {})).json().name).toBe('Supplier A (2026) (copy 2)');
    const names = (await owner.get('/api/imports/templates/')).json().results.map((row: { name: string }) => row.name);
    expect(names.sort()).toEqual(['Supplier A (2026)', 'Supplier A (2026) (copy 2)', 'Supplier A (2026) (copy)']);

    // The company's earlier mapping wins the next time the same header comes.
    const next = (await upload(owner, 'next.csv', 'Poids;Ref\n2;B\n')).json().file;
    expect((await owner.post(`/api/imports/files/${next.id}/auto-match/`, {})).json().matches[0]).toMatchObject({ column: 'poids', reason: 'earlier_mapping' });

    expect((await other.get(`/api/imports/templates/${template.id}/`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/imports/templates/${template.id}/`, { body: { name: 'Stolen', pills, version: 2 } })).statusCode).toBe(404);
    expect((await other.post(`/api/imports/templates/${template.id}/duplicate/`, {})).statusCode).toBe(404);
    expect((await other.post(`/api/imports/files/${file.id}/auto-match/`, {})).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/imports/templates/${template.id}/`)).statusCode).toBe(404);
    expect((await other.get('/api/imports/templates/')).json().results).toEqual([]);
    expect((await owner.request('DELETE', `/api/imports/templates/${copy.json().id}/`)).statusCode).toBe(204);
    expect((await owner.get(`/api/imports/templates/${copy.json().id}/`)).json().code).toBe('import.template_not_found');
  });

  it('finds the file last uploaded for a template again, as after a reload of the mapping editor', async () => {
    const created = (await owner.post(endpointPath(importTemplatesApi.create, {}), { name: 'Reloaded', options: { header_line: 1 } })).json();
    expect(created.file).toBeNull();
    const { file } = (await upload(owner, 'reloaded.csv', 'SKU;Name;Weight\nR-1;Reel;2,5\nR-2;Roll;3\n')).json();
    const remembered = await owner.request('PUT', endpointPath(importTemplatesApi.rememberFile, { id: created.id }), { body: { file_id: file.id } });
    expect(remembered.statusCode).toBe(200);
    // Remembering the file is no edit of the mapping: the version stays.
    expect(remembered.json()).toMatchObject({ version: 1, file: { id: file.id, name: 'reloaded.csv', format: 'csv', dialect: { separator: ';' } } });

    // A reload: the template names its file, whose columns and first rows read as before.
    const reloaded = (await owner.get(endpointPath(importTemplatesApi.get, { id: created.id }))).json();
    expect(reloaded.file.id).toBe(file.id);
    expect((await owner.get(endpointPath(importTemplatesApi.list, {}))).json().results.find((row: { id: number }) => row.id === created.id).file.id).toBe(file.id);
    const preview = (await owner.get(`${endpointPath(importFilesApi.preview, { id: file.id })}?header_line=${reloaded.options.header_line}`)).json();
    expect(preview.columns.map((column: { header: string }) => column.header)).toEqual(['SKU', 'Name', 'Weight']);
    expect(preview.rows[0]).toEqual({ line: 2, cells: ['R-1', 'Reel', '2,5'] });

    // Starting a dry run on another file makes that one the template's.
    const pills = [{ id: '00000000-0000-4000-8000-000000000001', target: { kind: 'sku' }, columns: ['sku'] }];
    const saved = (await owner.request('PUT', endpointPath(importTemplatesApi.update, { id: created.id }), { body: { name: 'Reloaded', options: { header_line: 1 }, pills, version: 1 } })).json();
    const second = (await upload(owner, 'second.csv', 'SKU\nS-1\n')).json().file;
    expect((await owner.post(endpointPath(importRunsApi.start, {}), { template_id: created.id, file_id: second.id })).statusCode).toBe(202);
    expect((await owner.get(endpointPath(importTemplatesApi.get, { id: created.id }))).json()).toMatchObject({ version: saved.version, file: { id: second.id } });

    // Another company can neither see nor set it.
    expect((await other.request('PUT', endpointPath(importTemplatesApi.rememberFile, { id: created.id }), { body: { file_id: file.id } })).statusCode).toBe(404);
    const theirs = (await upload(other, 'theirs.csv', 'SKU\nT-1\n')).json().file;
    expect((await owner.request('PUT', endpointPath(importTemplatesApi.rememberFile, { id: created.id }), { body: { file_id: theirs.id } })).statusCode).toBe(404);
  });
});
