import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';

const base = '/api/catalogue';

describe.each(drivers)('attribute definitions on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let sectionId: number;
  let groupId: number;
  let otherGroupId: number;

  const create = (body: Record<string, unknown>) => admin.post(`${base}/attribute/`, { group_id: groupId, ...body });
  const patch = (id: number, body: Record<string, unknown>) => admin.request('PATCH', `${base}/attribute/${id}/`, { body });
  const expectRefused = async (response: { statusCode: number; json(): { code: string; fields?: Record<string, string[]> } }, code: string, field?: string) => {
    expect([response.statusCode, response.json().code]).toEqual([expect.any(Number), code]);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    if (field !== undefined) expect(response.json().fields?.[field]).toContain(code);
  };

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await testApp.createCompany('Attribute Co', { username: 'attr_admin' });
    admin = testApp.client();
    await admin.login('attr_admin');
    const section = await admin.post(`${base}/attribute-section/`, { name: 'Technical' });
    expect(section.statusCode).toBe(201);
    sectionId = section.json().id;
    groupId = (await admin.post(`${base}/attribute-group/`, { name: 'Dimensions', section_id: sectionId })).json().id;
    otherGroupId = (await admin.post(`${base}/attribute-group/`, { name: 'Electrical', section_id: sectionId })).json().id;
  });
  afterAll(() => testApp.close());

  it('creates an attribute of every type and lists them in the ordered tree', async () => {
    const examples: Record<string, unknown>[] = [
      { code: 'title', type: 'text', labels: { en: 'Title', fr: 'Titre' }, max_length: 80, localizable: true, suggestions: ['Lamp'] },
      { code: 'stock', type: 'integer', labels: { en: 'Stock' }, min: 0, max: 100000 },
      { code: 'weight', type: 'decimal', labels: { en: 'Weight' }, unit_type: 'mass', unit: 'kg', min: 0 },
      { code: 'notes', type: 'long_text', labels: { en: 'Notes' } },
      { code: 'dimmable', type: 'boolean', labels: { en: 'Dimmable' }, default_value: false },
      { code: 'launch', type: 'date', labels: { en: 'Launch date' } },
      { code: 'opening', type: 'time', labels: { en: 'Opening time' } },
      { code: 'site', type: 'url', labels: { en: 'Site' } },
      { code: 'docs', type: 'url_list', labels: { en: 'Documents' } },
      { code: 'colour', type: 'dropdown', labels: { en: 'Colour' }, choices: [{ code: 'red', labels: { en: 'Red' } }, { code: 'blue' }], default_value: 'red' },
      { code: 'finishes', type: 'multi_dropdown', labels: { en: 'Finishes' }, choices: [{ code: 'matt' }, { code: 'gloss' }] },
      { code: 'contact', type: 'email', labels: { en: 'Contact' }, unique: true },
      { code: 'voltage', type: 'range', labels: { en: 'Voltage range' }, unit_type: 'voltage', unit: 'V' },
    ];
    for (const example of examples) {
      const response = await create(example);
      expect([example.code, response.statusCode, response.body]).toEqual([example.code, 201, expect.any(String)]);
      expect(response.json()).toMatchObject({ code: example.code, type: example.type, group_id: groupId, section_id: sectionId, version: 1 });
    }
    const tree = (await admin.get(`${base}/attribute/`)).json();
    const codes = tree.sections[0].groups[0].attributes.map((attribute: { code: string }) => attribute.code);
    expect(codes).toEqual(examples.map((example) => example.code));
    const colour = tree.sections[0].groups[0].attributes.find((attribute: { code: string }) => attribute.code === 'colour');
    expect(colour).toMatchObject({ choices: [{ code: 'red', labels: { en: 'Red' } }, { code: 'blue', labels: {} }], choice_list_id: null, default_value: 'red' });
    const idLabels = (await admin.get(`${base}/attribute/only-id-label/`)).json();
    expect(idLabels[0]).toEqual({ id: expect.any(Number), code: 'title', type: 'text', labels: { en: 'Title', fr: 'Titre' } });
  });

  it('refuses the pipe character in code and label, and empty, too long or duplicate codes and labels', async () => {
    await expectRefused(await create({ code: 'a|b', type: 'text', labels: { en: 'Pipe code' } }), 'attribute.code_has_pipe', 'code');
    await expectRefused(await create({ code: 'pipe_label', type: 'text', labels: { en: 'A | B' } }), 'attribute.label_has_pipe', 'labels.en');
    await expectRefused(
      await create({ code: 'pipe_choice', type: 'dropdown', labels: { en: 'Pipe choice' }, choices: [{ code: 'a', labels: { en: 'A | B' } }] }),
      'attribute.label_has_pipe',
      'choices.0.labels.en',
    );
    await expectRefused(await create({ code: 'has space', type: 'text', labels: { en: 'Spaced' } }), 'attribute.code_invalid_characters', 'code');
    await expectRefused(await create({ code: '', type: 'text', labels: { en: 'Empty code' } }), 'validation.invalid', undefined);
    expect((await create({ code: '', type: 'text', labels: { en: 'Empty code' } })).json().fields.code).toEqual(['validation.required']);
    expect((await create({ code: 'x'.repeat(101), type: 'text', labels: { en: 'Long' } })).json().fields.code).toEqual(['validation.too_long']);
    expect((await create({ code: 'empty_label', type: 'text', labels: { en: ' ' } })).json().fields['labels.en']).toEqual(['validation.required']);
    await expectRefused(await create({ code: 'no_label', type: 'text', labels: {} }), 'attribute.label_required', 'labels');
    await expectRefused(await create({ code: 'TITLE', type: 'text', labels: { en: 'Another title' } }), 'attribute.code_taken', 'code');
    await expectRefused(await create({ code: 'title2', type: 'text', labels: { en: 'title' } }), 'attribute.label_taken', 'labels.en');
    await expectRefused(await create({ code: 'german', type: 'text', labels: { de: 'Deutsch' } }), 'attribute.label_language_unknown', 'labels.de');
  });

  it('refuses min above max, and min, max, max length, units, choices where the type has none', async () => {
    await expectRefused(await create({ code: 'bad_bounds', type: 'integer', labels: { en: 'Bad bounds' }, min: 10, max: 5 }), 'attribute.min_above_max', 'min');
    expect((await create({ code: 'equal_bounds', type: 'integer', labels: { en: 'Equal bounds' }, min: 5, max: 5 })).statusCode).toBe(201);
    await expectRefused(await create({ code: 'text_bounds', type: 'text', labels: { en: 'Text bounds' }, min: 1 }), 'attribute.min_max_not_allowed', 'min');
    await expectRefused(await create({ code: 'int_length', type: 'integer', labels: { en: 'Int length' }, max_length: 3 }), 'attribute.max_length_not_allowed', 'max_length');
    await expectRefused(await create({ code: 'no_unit', type: 'decimal', labels: { en: 'No unit' }, unit_type: 'length' }), 'attribute.unit_required', 'unit');
    await expectRefused(await create({ code: 'lone_unit', type: 'decimal', labels: { en: 'Lone unit' }, unit: 'mm' }), 'attribute.unit_forbidden', 'unit');
    await expectRefused(await create({ code: 'wrong_unit', type: 'decimal', labels: { en: 'Wrong unit' }, unit_type: 'length', unit: 'kg' }), 'attribute.unit_wrong_type', 'unit');
    await expectRefused(await create({ code: 'odd_type', type: 'decimal', labels: { en: 'Odd type' }, unit_type: 'smell', unit: 'kg' }), 'attribute.unit_type_unknown', 'unit_type');
    await expectRefused(await create({ code: 'text_unit', type: 'text', labels: { en: 'Text unit' }, unit_type: 'length', unit: 'mm' }), 'attribute.unit_type_not_allowed', 'unit_type');
    await expectRefused(await create({ code: 'text_choices', type: 'text', labels: { en: 'Text choices' }, choices: [{ code: 'a' }] }), 'attribute.choices_not_allowed', 'choices');
    await expectRefused(await create({ code: 'bare_dropdown', type: 'dropdown', labels: { en: 'Bare dropdown' } }), 'attribute.choices_required', 'choices');
    await expectRefused(
      await create({ code: 'twin_choices', type: 'dropdown', labels: { en: 'Twin choices' }, choices: [{ code: 'a' }, { code: 'a' }] }),
      'attribute.choice_code_taken',
      'choices.1.code',
    );
    expect((await create({ code: 'blank_choice', type: 'dropdown', labels: { en: 'Blank choice' }, choices: [{ code: ' ' }] })).json().fields['choices.0.code']).toEqual([
      'validation.required',
    ]);
    await expectRefused(await create({ code: 'bool_local', type: 'boolean', labels: { en: 'Bool local' }, localizable: true }), 'attribute.localizable_not_allowed', 'localizable');
    await expectRefused(await create({ code: 'local_unique', type: 'text', labels: { en: 'Local unique' }, localizable: true, unique: true }), 'attribute.unique_not_allowed', 'unique');
    await expectRefused(await create({ code: 'link', type: 'object_link', labels: { en: 'Link' } }), 'attribute.object_type_required', 'object_type_id');
    await expectRefused(await create({ code: 'bad_default', type: 'integer', labels: { en: 'Bad default' }, max: 3, default_value: 4 }), 'attribute.default_invalid', 'default_value');
    await expectRefused(await create({ code: 'lost', type: 'text', labels: { en: 'Lost' }, group_id: 999999 }), 'attribute.group_not_found', 'group_id');
  });

  it('keeps the code and type as created, and tells the second writer their version is stale', async () => {
    const created = (await create({ code: 'height', type: 'decimal', labels: { en: 'Height' }, unit_type: 'length', unit: 'mm' })).json();
    await expectRefused(await patch(created.id, { code: 'height2', version: 1 }), 'attribute.code_not_editable', 'code');
    await expectRefused(await patch(created.id, { type: 'integer', version: 1 }), 'attribute.type_not_editable', 'type');
    const first = await patch(created.id, { labels: { en: 'Height', fr: 'Hauteur' }, unit: 'cm', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, unit: 'cm', labels: { en: 'Height', fr: 'Hauteur' } });
    const second = await patch(created.id, { unit: 'm', version: 1 });
    await expectRefused(second, 'conflict.stale_version');
    expect(second.statusCode).toBe(409);
    expect((await admin.get(`${base}/attribute/${created.id}/`)).json().unit).toBe('cm');
    await expectRefused(await patch(created.id, { unit_type: null, version: 2 }), 'attribute.unit_forbidden', 'unit');
    expect((await patch(created.id, { unit_type: null, unit: null, version: 2 })).json()).toMatchObject({ unit_type: null, unit: null, version: 3 });
  });

  it('shares choice lists between dropdowns and refuses deleting one in use', async () => {
    const list = await admin.post(`${base}/choice-list/`, { name: 'Materials', choices: [{ code: 'oak', labels: { en: 'Oak' } }, { code: 'steel' }] });
    expect(list.statusCode).toBe(201);
    await expectRefused(await admin.post(`${base}/choice-list/`, { name: 'materials', choices: [] }), 'choice_list.name_taken', 'name');
    await expectRefused(await admin.post(`${base}/choice-list/`, { name: 'Twins', choices: [{ code: 'x' }, { code: 'x' }] }), 'attribute.choice_code_taken', 'choices.1.code');
    await expectRefused(
      await create({ code: 'both', type: 'dropdown', labels: { en: 'Both' }, choices: [{ code: 'a' }], choice_list_id: list.json().id }),
      'attribute.choices_and_list',
      'choices',
    );
    const material = await create({ code: 'material', type: 'dropdown', labels: { en: 'Material' }, choice_list_id: list.json().id });
    expect(material.json()).toMatchObject({ choice_list_id: list.json().id, choices: [{ code: 'oak' }, { code: 'steel' }] });
    expect((await admin.get(`${base}/choice-list/${list.json().id}/`)).json().attribute_count).toBe(1);
    const refused = await admin.request('DELETE', `${base}/choice-list/${list.json().id}/`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'choice_list.in_use']);
    const updated = await admin.request('PATCH', `${base}/choice-list/${list.json().id}/`, { body: { choices: [{ code: 'oak' }, { code: 'glass' }], version: 1 } });
    expect(updated.json()).toMatchObject({ version: 2, choices: [{ code: 'oak' }, { code: 'glass' }] });
    expect((await admin.get(`${base}/attribute/${material.json().id}/`)).json().choices.map((choice: { code: string }) => choice.code)).toEqual(['oak', 'glass']);
    // Switching to own choices frees the list.
    expect((await patch(material.json().id, { choices: [{ code: 'wood' }], choice_list_id: null, version: 1 })).json()).toMatchObject({ choice_list_id: null, choices: [{ code: 'wood' }] });
    expect((await admin.request('DELETE', `${base}/choice-list/${list.json().id}/`)).statusCode).toBe(204);
  });

  it('refuses deleting a group with attributes and a section with groups', async () => {
    const group = await admin.request('DELETE', `${base}/attribute-group/${groupId}/`);
    expect([group.statusCode, group.json().code]).toEqual([409, 'attribute_group.has_attributes']);
    const section = await admin.request('DELETE', `${base}/attribute-section/${sectionId}/`);
    expect([section.statusCode, section.json().code]).toEqual([409, 'attribute_section.has_groups']);
    const spare = (await admin.post(`${base}/attribute-section/`, { name: 'Spare' })).json();
    const spareGroup = (await admin.post(`${base}/attribute-group/`, { name: 'Spare group', section_id: spare.id })).json();
    expect((await admin.request('DELETE', `${base}/attribute-group/${spareGroup.id}/`)).statusCode).toBe(204);
    expect((await admin.request('DELETE', `${base}/attribute-section/${spare.id}/`)).statusCode).toBe(204);
    await expectRefused(await admin.post(`${base}/attribute-section/`, { name: 'A|B' }), 'attribute_section.name_has_pipe', 'name');
    await expectRefused(await admin.post(`${base}/attribute-group/`, { name: 'dimensions', section_id: sectionId }), 'attribute_group.name_taken', 'name');
  });

  it('reorders a group in one call, moving attributes across groups, and refuses an incomplete or stale order', async () => {
    const group = (await admin.get(`${base}/attribute-group/${otherGroupId}/`)).json();
    const power = (await admin.post(`${base}/attribute/`, { code: 'power', type: 'decimal', labels: { en: 'Power' }, group_id: otherGroupId, unit_type: 'power', unit: 'W' })).json();
    const current = (await admin.get(`${base}/attribute-group/${otherGroupId}/`)).json();
    expect(current.version).toBe(group.version);
    const stock = (await admin.get(`${base}/attribute/only-id-label/`)).json().find((attribute: { code: string }) => attribute.code === 'stock');
    const moved = await admin.post(`${base}/attribute/reorder/`, { group_id: otherGroupId, version: current.version, attribute_ids: [stock.id, power.id] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: otherGroupId, attribute_count: 2, version: current.version + 1 });
    const tree = (await admin.get(`${base}/attribute/`)).json();
    const electrical = tree.sections[0].groups.find((candidate: { id: number }) => candidate.id === otherGroupId);
    expect(electrical.attributes.map((attribute: { code: string }) => attribute.code)).toEqual(['stock', 'power']);
    const stale = await admin.post(`${base}/attribute/reorder/`, { group_id: otherGroupId, version: current.version, attribute_ids: [power.id, stock.id] });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict.stale_version']);
    const incomplete = await admin.post(`${base}/attribute/reorder/`, { group_id: otherGroupId, version: current.version + 1, attribute_ids: [power.id] });
    expect([incomplete.statusCode, incomplete.json().code]).toEqual([400, 'attribute.reorder_mismatch']);
    // Moving an attribute with its own edit appends it to the group and makes older orders stale.
    const beforeMove = (await admin.get(`${base}/attribute-group/${otherGroupId}/`)).json();
    const notes = (await admin.get(`${base}/attribute/only-id-label/`)).json().find((attribute: { code: string }) => attribute.code === 'notes');
    const noteVersion = (await admin.get(`${base}/attribute/${notes.id}/`)).json().version;
    expect((await patch(notes.id, { group_id: otherGroupId, version: noteVersion })).json()).toMatchObject({ group_id: otherGroupId, position: 2 });
    const afterMove = (await admin.get(`${base}/attribute-group/${otherGroupId}/`)).json();
    expect(afterMove.version).toBe(beforeMove.version + 1);
    const sections = (await admin.get(`${base}/attribute-section/`)).json();
    const reordered = await admin.post(`${base}/attribute-group/reorder/`, { section_id: sectionId, version: sections[0].version, group_ids: [otherGroupId, groupId] });
    expect(reordered.statusCode).toBe(200);
    const after = (await admin.get(`${base}/attribute/`)).json();
    expect(after.sections[0].groups.map((candidate: { id: number }) => candidate.id)).toEqual([otherGroupId, groupId]);
  });

  it('saves computed attributes whose formula type-checks and refuses circular ones', async () => {
    const volume = await admin.post(`${base}/attribute/`, {
      code: 'price_per_kg',
      type: 'decimal',
      labels: { en: 'Price per kg' },
      group_id: groupId,
      formula: 'ROUND({stock} / {weight}, 2)',
    });
    expect(volume.statusCode).toBe(201);
    expect(volume.json()).toMatchObject({ computed: true, formula_inputs: ['stock', 'weight'] });
    const wrong = await create({ code: 'label_text', type: 'integer', labels: { en: 'Label text' }, formula: 'UPPER({title})' });
    expect(wrong.json()).toMatchObject({ code: 'attribute.formula_invalid' });
    expect(wrong.json().fields.formula).toEqual(expect.arrayContaining(['attribute.formula_invalid', 'formula.localizable_input']));
    const a = (await create({ code: 'calc_a', type: 'decimal', labels: { en: 'Calc A' }, formula: '{stock} * 2' })).json();
    const b = (await create({ code: 'calc_b', type: 'decimal', labels: { en: 'Calc B' }, formula: '{calc_a} + 1' })).json();
    expect(b.formula_inputs).toEqual(['calc_a']);
    await expectRefused(await patch(a.id, { formula: '{calc_b} * 2', version: a.version }), 'attribute.formula_circular', 'formula');
    await expectRefused(await patch(a.id, { formula: '{calc_a} * 2', version: a.version }), 'attribute.formula_invalid', 'formula');
    const used = await admin.request('DELETE', `${base}/attribute/${a.id}/`);
    expect([used.statusCode, used.json().code]).toEqual([409, 'attribute.used_by_formula']);
    const check = await admin.post(`${base}/attribute/formula-check/`, { formula: 'IF({stock} > 3, "many", 2)', type: 'text' });
    expect(check.json()).toMatchObject({ ok: false, errors: [{ code: 'formula.type_mismatch', start: 24, end: 25 }] });
    await expectRefused(await create({ code: 'calc_date', type: 'date', labels: { en: 'Calc date' }, formula: '"2024-01-01"' }), 'attribute.formula_not_allowed', 'formula');
  });

  it('gathers attributes in sets and filters the tree by set, only when sets are activated', async () => {
    const set = await admin.post(`${base}/attribute-set/`, { name: 'Lighting' });
    expect(set.statusCode).toBe(201);
    const lamp = await create({ code: 'lumen', type: 'integer', labels: { en: 'Luminous flux' }, unit_type: 'luminous_flux', unit: 'lm', set_ids: [set.json().id] });
    expect(lamp.json().set_ids).toEqual([set.json().id]);
    const filtered = (await admin.get(`${base}/attribute/?set_id=${set.json().id}`)).json();
    const codes = filtered.sections.flatMap((section: { groups: { attributes: { code: string }[] }[] }) => section.groups.flatMap((group) => group.attributes.map((attribute) => attribute.code)));
    expect(codes).toEqual(['lumen']);
    await expectRefused(await create({ code: 'orphan', type: 'text', labels: { en: 'Orphan' }, set_ids: [999999] }), 'attribute.set_not_found', 'set_ids');
    const [company] = await testApp.db.query<{ id: string }>("SELECT id FROM companies WHERE name = 'Attribute Co'");
    await testApp.db.query(`UPDATE companies SET features = features || '{"attribute_set_activated": false}' WHERE id = $1`, [company!.id]);
    const off = await admin.get(`${base}/attribute-set/`);
    expect([off.statusCode, off.json().code]).toEqual([403, 'rights.feature_disabled']);
    await testApp.db.query(`UPDATE companies SET features = features || '{"attribute_set_activated": true}' WHERE id = $1`, [company!.id]);
  });

  it('answers the unit reference list and the store-data units from it', async () => {
    const unitTypes = (await admin.get(`${base}/unit-type/`)).json();
    expect(unitTypes.map((type: { code: string }) => type.code)).toEqual(expect.arrayContaining(['length', 'mass', 'volume', 'area', 'power', 'voltage', 'current', 'temperature', 'time', 'data_size']));
    const storeData = (await admin.get(`${base}/company-store-data/`)).json();
    expect(storeData.units).toContainEqual({ code: 'degC', label: 'degree Celsius', unit_type: 'temperature' });
    expect(storeData.attribute_types).toContain('multi_dropdown');
  });

  it('lets only one of two simultaneous edits with the same version through', async () => {
    const created = (await create({ code: 'simultaneous', type: 'text', labels: { en: 'Simultaneous' } })).json();
    const [first, second] = await Promise.all([
      patch(created.id, { labels: { en: 'First writer' }, version: created.version }),
      patch(created.id, { labels: { en: 'Second writer' }, version: created.version }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? 'First writer' : 'Second writer';
    expect((await admin.get(`${base}/attribute/${created.id}/`)).json()).toMatchObject({ labels: { en: winner }, version: 2 });
  });

  it('refuses making an attribute unique while two products share a value', async () => {
    const [company] = await testApp.db.query<{ id: string }>("SELECT id FROM companies WHERE name = 'Attribute Co'");
    await testApp.db.query("INSERT INTO groups (company_id, name) VALUES ($1, 'Everyone')", [company!.id]);
    const ean = (await create({ code: 'supplier_ref', type: 'text', labels: { en: 'Supplier reference' } })).json();
    for (const sku of ['REF-1', 'REF-2']) {
      expect((await admin.post(`${base}/product/`, { sku, name: sku, values: { [ean.id]: 'ABC' } })).statusCode).toBe(201);
    }
    const refused = await patch(ean.id, { unique: true, version: ean.version });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'attribute.unique_has_duplicates']);
    const [second] = await testApp.db.query<{ id: number; version: number }>("SELECT id, version FROM products WHERE sku = 'REF-2'");
    expect((await admin.request('PATCH', `${base}/product/${second!.id}/`, { body: { version: second!.version, values: { [ean.id]: 'XYZ' } } })).statusCode).toBe(200);
    expect((await patch(ean.id, { unique: true, version: ean.version })).json()).toMatchObject({ unique: true });
  });

  it('documents every attribute route in the OpenAPI document', async () => {
    const document = (await admin.get('/api/docs/json')).json();
    for (const path of ['/api/catalogue/attribute/', '/api/catalogue/attribute/{id}/', '/api/catalogue/attribute/reorder/', '/api/catalogue/choice-list/', '/api/catalogue/object/', '/api/catalogue/unit-type/']) {
      expect([path, Object.hasOwn(document.paths, path)]).toEqual([path, true]);
    }
  });
});
