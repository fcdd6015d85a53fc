import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import { createUser } from '../users/service.ts';
import type { Worker } from '../../jobs/worker.ts';
import { structureImportTuning } from './structure-import-job.ts';
import { workbookOfRows } from '../../formats/testing/workbook-files.ts';

const workbook = (rows: unknown[][]) => workbookOfRows(rows, 'Attributes');

const header = ['Code', 'Name', 'Name fr', 'Type', 'Attribute type', 'Group', 'Section', 'Asset category', 'Unique', 'Unit type', 'Choice list', 'Choices', 'Localizable'];
type Line = { code?: string; name?: string; name_fr?: string; type?: string; kind?: string; group?: string; section?: string; asset?: string; unique?: string; unit_type?: string; list?: string; choices?: string; localizable?: string };
const row = (line: Line) => [line.code, line.name, line.name_fr, line.type, line.kind, line.group, line.section, line.asset, line.unique, line.unit_type, line.list, line.choices, line.localizable].map((cell) => cell ?? null);

describe.each(drivers)('structure import on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let other: TestClient;
  let reader: TestClient;
  let worker: Worker | null = null;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    const { company } = await testApp.createCompany('Structure Co', { username: 'structure_admin' });
    // A user who may only read: no structure import for them.
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name, can_read, can_create, can_edit, can_delete) VALUES ($1, 'Reader', true, false, false, false) RETURNING id", [company.id]);
    const [userGroup] = await testApp.db.query<{ id: string }>('SELECT id FROM groups WHERE company_id = $1 LIMIT 1', [company.id]);
    const user = await testApp.db.transaction((tx) => createUser(tx, company.id, { username: 'structure_reader', email: 'structure_reader@example.com', password: TEST_PASSWORD }));
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [company.id, userGroup!.id, user.id, role!.id]);
    reader = testApp.client();
    await reader.login('structure_reader');
    await testApp.createCompany('Structure Other', { username: 'structure_other' });
    admin = testApp.client();
    await admin.login('structure_admin');
    other = testApp.client();
    await other.login('structure_other');
    const section = (await admin.post('/api/catalogue/attribute-section/', { name: 'Technical' })).json();
    const group = (await admin.post('/api/catalogue/attribute-group/', { name: 'Sizes', section_id: section.id })).json();
    expect((await admin.post('/api/catalogue/choice-list/', { name: 'Colours', choices: [{ code: 'red', labels: { en: 'Red' } }] })).statusCode).toBe(201);
    expect((await admin.post('/api/catalogue/attribute/', { code: 'weight', type: 'decimal', labels: { en: 'Weight' }, group_id: group.id })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const upload = async (client: TestClient, name: string, bytes: Buffer) => {
    const answer = await client.request('POST', `/api/imports/files/?name=${name}`, { payload: bytes, headers: { 'content-type': 'application/octet-stream' } });
    expect(answer.statusCode).toBe(201);
    return answer.json().file.id as string;
  };
  const finished = (taskId: string) =>
    waitFor(async () => {
      const [task] = await testApp.db.query<{ type: string; status: string; result: Record<string, number>; errors: Array<{ code: string; line?: number }> }>(
        'SELECT type, status, result, errors FROM tasks WHERE id = $1',
        [taskId],
      );
      return task?.status === 'done' || task?.status === 'error' ? task : null;
    });
  const importFile = async (fileId: string) => {
    const started = await admin.post('/api/imports/structure/', { file_id: fileId });
    expect(started.statusCode).toBe(202);
    expect(['pending', 'processing', 'completed', 'completed_with_errors', 'error']).toContain(started.json().run.status);
    const task = await finished(started.json().task_id);
    const run = (await admin.get(`/api/imports/structure/${started.json().run.id}/`)).json();
    const lines = (await admin.get(`/api/imports/structure/${run.id}/lines/?limit=500`)).json().results as Array<{ line: number; outcome: string; code: string | null; errors: Array<{ column: string | null; code: string; params?: unknown }> }>;
    return { task, run, lines, byLine: new Map(lines.map((line) => [line.line, line])) };
  };
  const tree = async () => (await admin.get('/api/catalogue/attribute/')).json().sections as Array<{ name: string; groups: Array<{ name: string; attributes: Array<Record<string, unknown>> }> }>;

  // One line per refusal of spec §5 (and the cases around them), with the line it is on.
  const lines: Array<[Line, { outcome: string; errors?: Array<{ column: string | null; code: string; params?: unknown }> }]> = [
    [{ code: 'voltage', name: 'Voltage', name_fr: 'Tension', type: 'Decimal', group: 'Electrical', section: 'Electrical data', unique: 'no', unit_type: 'Length', localizable: 'false' }, { outcome: 'created' }],
    [{ code: 'colour', name: 'Colour', type: 'dropdown', group: 'sizes', list: 'colours' }, { outcome: 'created' }],
    [{ code: 'finish', name: 'Finish', name_fr: 'Finition', type: 'Liste déroulante', group: 'Electrical', choices: 'matt|gloss' }, { outcome: 'created' }],
    [{ code: 'bad1', name: '{"en": "Nested"}', type: 'text', group: 'Sizes' }, { outcome: 'error', errors: [{ column: 'Name', code: 'structure_import.malformed' }] }],
    [{ code: 'nogroup', name: 'No group', type: 'text' }, { outcome: 'error', errors: [{ column: 'Group', code: 'structure_import.group_missing' }] }],
    [{ code: 'identity', name: 'In identity', type: 'text', group: 'Identité' }, { outcome: 'error', errors: [{ column: 'Group', code: 'structure_import.group_is_identity' }] }],
    [{ code: 'nounittype', name: 'No unit type', type: 'integer', group: 'Sizes', unit_type: 'Loudness' }, { outcome: 'error', errors: [{ column: 'Unit type', code: 'structure_import.unit_type_missing' }] }],
    [{ code: 'nolabel', type: 'text', group: 'Sizes' }, { outcome: 'error', errors: [{ column: 'Name', code: 'structure_import.label_empty' }] }],
    [{ code: 'notype', name: 'No type', type: 'wobble', group: 'Sizes' }, { outcome: 'error', errors: [{ column: 'Type', code: 'structure_import.type_missing', params: { type: 'wobble' } }] }],
    [{ code: 'uniquemaybe', name: 'Unique maybe', type: 'text', group: 'Sizes', unique: 'maybe' }, { outcome: 'error', errors: [{ column: 'Unique', code: 'structure_import.unique_not_boolean' }] }],
    [{ code: 'uniquebool', name: 'Unique boolean', type: 'boolean', group: 'Sizes', unique: 'yes' }, { outcome: 'error', errors: [{ column: 'Unique', code: 'structure_import.cannot_be_unique' }] }],
    [{ code: 'textunit', name: 'Text with unit', type: 'text', group: 'Sizes', unit_type: 'length' }, { outcome: 'error', errors: [{ column: 'Unit type', code: 'structure_import.type_cannot_have_unit' }] }],
    [{ code: 'nolist', name: 'No list', type: 'dropdown', group: 'Sizes' }, { outcome: 'error', errors: [{ column: 'Choice list', code: 'structure_import.choice_list_missing' }] }],
    [{ code: 'unknownlist', name: 'Unknown list', type: 'dropdown', group: 'Sizes', list: 'Nope' }, { outcome: 'error', errors: [{ column: 'Choice list', code: 'structure_import.choice_list_missing', params: { choice_list: 'Nope' } }] }],
    [{ code: 'textlist', name: 'Text with list', type: 'text', group: 'Sizes', list: 'Colours' }, { outcome: 'error', errors: [{ column: 'Choices', code: 'structure_import.cannot_have_choices' }] }],
    [{ code: 'both', name: 'Both', type: 'dropdown', group: 'Sizes', list: 'Colours', choices: 'a|b' }, { outcome: 'error', errors: [{ column: 'Choices', code: 'structure_import.choices_and_list' }] }],
    [{ code: 'weight', name: 'Weight again', type: 'decimal', group: 'Sizes', localizable: 'yes' }, { outcome: 'error', errors: [{ column: 'Localizable', code: 'structure_import.localizable_mismatch' }] }],
    [{ code: 'intlocal', name: 'Localized integer', type: 'integer', group: 'Sizes', localizable: 'oui' }, { outcome: 'error', errors: [{ column: 'Localizable', code: 'structure_import.cannot_be_localizable' }] }],
    [{ code: 'weight', name: 'Weight', type: 'decimal', group: 'Sizes' }, { outcome: 'skipped', errors: [{ column: 'Code', code: 'structure_import.attribute_exists' }] }],
    // A refused line creates nothing, not even the group and section it named.
    [{ code: 'ghost', name: 'Ghost', type: 'boolean', group: 'Ghost group', section: 'Ghost section', unique: 'true' }, { outcome: 'error', errors: [{ column: 'Unique', code: 'structure_import.cannot_be_unique' }] }],
    // Every rule of a manual create applies: a label already used.
    [{ code: 'voltage2', name: 'voltage', type: 'decimal', group: 'Sizes' }, { outcome: 'error', errors: [{ column: 'Name', code: 'attribute.label_taken' }] }],
    [{ code: 'asset', name: 'Asset attribute', type: 'text', kind: 'asset', group: 'Sizes', asset: 'Pictures' }, { outcome: 'error', errors: [{ column: 'Attribute type', code: 'structure_import.asset_category_unavailable' }, { column: 'Asset category', code: 'structure_import.asset_category_unavailable' }] }],
    [{ code: 'elsewhere', name: 'Elsewhere', type: 'text', group: 'Sizes', section: 'Electrical data' }, { outcome: 'error', errors: [{ column: 'Section', code: 'structure_import.group_in_other_section', params: { group: 'Sizes', section: 'Technical' } }] }],
    [{ name: 'Derived Code', type: 'texte', group: 'Sizes' }, { outcome: 'created' }],
  ];

  it('creates attributes, groups and sections line by line, refusing each case of spec §5 with its own code, in batches with progress', async () => {
    const batchSize = structureImportTuning.batchSize;
    structureImportTuning.batchSize = 5;
    let outcome;
    try {
      outcome = await importFile(await upload(admin, 'structure.xlsx', await workbook([header, ...lines.map(([line]) => row(line))])));
    } finally {
      structureImportTuning.batchSize = batchSize;
    }
    const { task, run, byLine } = outcome;
    expect(task).toMatchObject({ type: 'attribute_import', status: 'done' });
    expect(run).toMatchObject({ status: 'completed_with_errors', file_name: 'structure.xlsx', failure: null });
    expect(run.counts).toEqual({ lines: lines.length, created: 4, skipped: 1, error: lines.length - 5, groups_created: 1, sections_created: 1 });
    lines.forEach(([line, expected], index) => {
      const found = byLine.get(index + 2);
      expect({ line: index + 2, ...found }).toMatchObject({ line: index + 2, code: line.code ?? 'derived_code', outcome: expected.outcome, errors: expected.errors ?? [] });
    });
    // The task keeps the errors (line and code) for the tasks panel; the job's message is import_attributes.
    expect(task.errors).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'structure_import.group_missing', line: 6 })]));

    const sections = await tree();
    expect(sections.map((section) => section.name)).toEqual(['Technical', 'Electrical data']);
    const electrical = sections[1]!.groups[0]!;
    expect(electrical.name).toBe('Electrical');
    expect(electrical.attributes).toEqual([
      expect.objectContaining({ code: 'voltage', type: 'decimal', labels: { en: 'Voltage', fr: 'Tension' }, unit_type: 'length', unit: 'mm', localizable: false, unique: false }),
      expect.objectContaining({ code: 'finish', type: 'dropdown', choices: [expect.objectContaining({ code: 'matt' }), expect.objectContaining({ code: 'gloss' })] }),
    ]);
    const sizes = sections[0]!.groups[0]!.attributes.map((attribute) => attribute.code);
    expect(sizes).toEqual(['weight', 'colour', 'derived_code']);
    expect(JSON.stringify(sections)).not.toContain('Ghost');
  });

  it('reads a JSON file (booleans and nested values as the JSON reader gives them), and refuses a file without a name or type column', async () => {
    const json = JSON.stringify([
      { code: 'json_text', name: 'From JSON', type: 'text', group: 'Sizes', localizable: true, unique: false },
      { code: 'json_nested', name: 'Nested group', type: 'text', group: { name: 'Sizes' } },
      { code: 'json_list', name: 'JSON choices', type: 'multi_dropdown', group: 'Sizes', choices: ['s', 'm', { code: 'l', labels: { en: 'Large' } }] },
    ]);
    const { run, lines: read } = await importFile(await upload(admin, 'structure.json', Buffer.from(json)));
    expect(run.counts).toMatchObject({ created: 2, error: 1 });
    expect(read.map((line) => [line.code, line.outcome, line.errors])).toEqual([
      ['json_text', 'created', []],
      ['json_nested', 'error', [{ column: 'group', code: 'structure_import.malformed' }]],
      ['json_list', 'created', []],
    ]);
    const attributes = (await tree()).flatMap((section) => section.groups.flatMap((group) => group.attributes));
    expect(attributes.find((attribute) => attribute.code === 'json_text')).toMatchObject({ localizable: true });
    expect(attributes.find((attribute) => attribute.code === 'json_list')).toMatchObject({ choices: [expect.objectContaining({ code: 's' }), expect.objectContaining({ code: 'm' }), { code: 'l', labels: { en: 'Large' } }] });

    const noType = await importFile(await upload(admin, 'no-type.xlsx', await workbook([['Code', 'Name', 'Group'], ['x', 'X', 'Sizes']])));
    expect(noType.run).toMatchObject({ status: 'error', failure: { code: 'structure_import.columns_missing', params: { columns: 'type' } } });
    expect(noType.task).toMatchObject({ status: 'error' });
  });

  it("keeps companies apart (another company's file, run and lines answer 404) and needs the right to create", async () => {
    const fileId = await upload(admin, 'mine.xlsx', await workbook([header, row({ code: 'mine', name: 'Mine', type: 'text', group: 'Sizes' })]));
    const { run } = await importFile(fileId);
    expect((await other.post('/api/imports/structure/', { file_id: fileId })).statusCode).toBe(404);
    expect((await other.get(`/api/imports/structure/${run.id}/`)).statusCode).toBe(404);
    expect((await other.get(`/api/imports/structure/${run.id}/lines/`)).statusCode).toBe(404);
    // Creating attributes, groups and sections is needed to import them.
    expect((await reader.post('/api/imports/structure/', { file_id: fileId })).json()).toMatchObject({ code: 'rights.forbidden' });
    expect((await reader.get(`/api/imports/structure/${run.id}/`)).statusCode).toBe(403);
  });
});
