import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { readUnit, splitValueAndUnit } from './unit-cells.ts';
import { workbookOfRows } from '../../formats/testing/workbook-files.ts';

const workbook = (rows: unknown[][]) => workbookOfRows(rows);

describe('unit cells', () => {
  it('splits a value from its unit and names units by code, symbol or name, refusing what is ambiguous', () => {
    expect(splitValueAndUnit('12.5 kg')).toEqual({ number: '12.5', unit: 'kg' });
    expect(splitValueAndUnit('12,5kg')).toEqual({ number: '12,5', unit: 'kg' });
    expect(splitValueAndUnit('-5 °C')).toEqual({ number: '-5', unit: '°C' });
    expect(splitValueAndUnit('3 m2')).toEqual({ number: '3', unit: 'm2' });
    expect(splitValueAndUnit('1 234,5')).toEqual({ number: '1 234,5', unit: null });
    expect(readUnit('kg', 'mass')).toMatchObject({ ok: true, unit: { code: 'kg' } });
    expect(readUnit('KG', 'mass')).toMatchObject({ ok: true, unit: { code: 'kg' } });
    expect(readUnit('Kilogrammes', 'mass')).toMatchObject({ ok: true, unit: { code: 'kg' } });
    expect(readUnit('µm', 'length')).toMatchObject({ ok: true, unit: { code: 'um' } });
    expect(readUnit('MW', 'power')).toMatchObject({ ok: true, unit: { code: 'MW' } });
    expect(readUnit('mw', 'power')).toEqual({ ok: false, code: 'import.cell.unit_unknown', params: { unit: 'mw' } });
    expect(readUnit('m', 'mass')).toEqual({ ok: false, code: 'import.cell.unit_wrong_type', params: { unit: 'm', unit_type: 'mass' } });
    expect(readUnit('parsec', 'length')).toEqual({ ok: false, code: 'import.cell.unit_unknown', params: { unit: 'parsec' } });
  });
});

describe.each(drivers)('the unit target of imports on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let worker: Worker | null = null;
  const ids: Record<string, number> = {};
  let pillCount = 0;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    await testApp.createCompany('Unit Import Co', { username: 'unit_admin' });
    admin = testApp.client();
    await admin.login('unit_admin');
    const section = (await admin.post('/api/catalogue/attribute-section/', { name: 'Technical' })).json();
    const group = (await admin.post('/api/catalogue/attribute-group/', { name: 'Sizes', section_id: section.id })).json();
    const attribute = async (key: string, body: Record<string, unknown>) => {
      const created = await admin.post('/api/catalogue/attribute/', { code: key, labels: { en: key }, group_id: group.id, ...body });
      expect(created.statusCode).toBe(201);
      ids[key] = created.json().id;
    };
    await attribute('weight', { type: 'decimal', unit_type: 'mass', unit: 'kg' });
    await attribute('length', { type: 'integer', unit_type: 'length', unit: 'mm' });
    await attribute('span', { type: 'range', unit_type: 'length', unit: 'm' });
    await attribute('note', { type: 'text' });
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const pill = (target: Record<string, unknown>, column: string) => ({ id: `00000000-0000-4000-8000-${String((pillCount += 1)).padStart(12, '0')}`, target, columns: [column] });
  const upload = async (bytes: Buffer) =>
    (await admin.request('POST', '/api/imports/files/?name=units.xlsx', { payload: bytes, headers: { 'content-type': 'application/octet-stream' } })).json().file.id as string;
  const finished = (taskId: string) =>
    waitFor(async () => {
      const [row] = await testApp.db.query<{ status: string; result: unknown }>('SELECT status, result FROM tasks WHERE id = $1', [taskId]);
      return row?.status === 'done' || row?.status === 'error' ? row : null;
    });
  const dryRun = async (templateId: number, fileId: string) => {
    const started = await admin.post('/api/imports/runs/', { template_id: templateId, file_id: fileId });
    expect(started.statusCode).toBe(202);
    await finished(started.json().task_id as string);
    const run = (await admin.get(`/api/imports/runs/${started.json().run.id}/`)).json();
    return { run, rows: (await admin.get(`/api/imports/runs/${run.id}/rows/`)).json().results as Array<{ sku: string; outcome: string; changes: Record<string, unknown>; errors: unknown[] }> };
  };
  const attributeTarget = (key: string, extra: Record<string, unknown> = {}) => ({ kind: 'attribute', attribute_id: ids[key], ...extra });

  it('converts a value with its unit in the cell, in a unit column, or in the pill\'s unit, and reports a unit missing, unknown or of the wrong type', async () => {
    const created = await admin.post('/api/imports/templates/', {
      name: 'Units',
      pills: [
        pill({ kind: 'sku' }, 'sku'),
        pill({ kind: 'name' }, 'name'),
        pill(attributeTarget('weight', { unit_column: 'weight_unit' }), 'weight'),
        pill(attributeTarget('length', { unit: 'cm' }), 'length'),
        pill(attributeTarget('span', { bound: 'min', unit: 'cm' }), 'span_min'),
        pill(attributeTarget('span', { bound: 'max', unit: 'cm' }), 'span_max'),
      ],
    });
    expect(created.statusCode).toBe(201);
    const fileId = await upload(
      await workbook([
        ['SKU', 'Name', 'Weight', 'Weight unit', 'Length', 'Span min', 'Span max'],
        ['U-1', 'One', '12.5', 'g', 3, '10', '0.5 m'],
        ['U-2', 'Two', '2 lb', null, '4.5 in', null, null],
        ['U-3', 'Three', 5, null, null, null, null],
        ['U-4', 'Four', 5, 'parsec', null, null, null],
        ['U-5', 'Five', 5, 'm', null, null, null],
        ['U-6', 'Six', '5 KG', 'ignored', '10 Kilometres', null, null],
        ['U-7', 'Seven', null, null, '7 mW', null, null],
      ]),
    );
    const { run, rows } = await dryRun(created.json().id, fileId);
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    expect(bySku.get('U-1')).toMatchObject({ outcome: 'created', changes: { [`values.${ids.weight}`]: [null, 0.0125], [`values.${ids.length}`]: [null, 30], [`values.${ids.span}`]: [null, { min: 0.1, max: 0.5 }] } });
    // The unit written in the cell wins; a whole-number attribute gets the nearest whole number of its unit.
    expect(bySku.get('U-2')).toMatchObject({ outcome: 'created', changes: { [`values.${ids.weight}`]: [null, 0.90718474], [`values.${ids.length}`]: [null, 114] } });
    expect(bySku.get('U-3')!.errors).toEqual([{ column: 'Weight unit', code: 'import.cell.unit_missing' }]);
    expect(bySku.get('U-4')!.errors).toEqual([{ column: 'Weight unit', code: 'import.cell.unit_unknown', params: { unit: 'parsec' } }]);
    expect(bySku.get('U-5')!.errors).toEqual([{ column: 'Weight unit', code: 'import.cell.unit_wrong_type', params: { unit: 'm', unit_type: 'mass' } }]);
    expect(bySku.get('U-6')).toMatchObject({ outcome: 'created', changes: { [`values.${ids.weight}`]: [null, 5], [`values.${ids.length}`]: [null, 10_000_000] } });
    expect(bySku.get('U-7')!.errors).toEqual([{ column: 'Length', code: 'import.cell.unit_wrong_type', params: { unit: 'mW', unit_type: 'length' } }]);

    // The launch writes the converted values, as the dry run showed them.
    const launched = await admin.post(`/api/imports/runs/${run.id}/launch/`, {});
    expect(launched.statusCode).toBe(202);
    await finished(launched.json().task_id as string);
    const listed = (await admin.post('/api/catalogue/product/search/', { filters: [{ field: 'sku', operator: 'equals', value: 'U-1' }] })).json();
    const product = (await admin.get(`/api/catalogue/product/${listed.items[0].id}/`)).json();
    expect(product.values).toMatchObject({ [ids.weight!]: 0.0125, [ids.length!]: 30, [ids.span!]: { min: 0.1, max: 0.5 } });
  });

  it('refuses a unit for an attribute without one, the value\'s own column as unit column, and a unit column missing from the file', async () => {
    const note = await admin.post('/api/imports/templates/', { name: 'Note in kg', pills: [pill({ kind: 'sku' }, 'sku'), pill({ kind: 'name' }, 'name'), pill(attributeTarget('note', { unit_column: 'weight_unit' }), 'weight')] });
    expect(note.statusCode).toBe(201);
    const { rows } = await dryRun(note.json().id, await upload(await workbook([['SKU', 'Name', 'Weight', 'Weight unit'], ['N-1', 'Note', 'heavy', 'kg']])));
    expect(rows[0]!.errors).toEqual([{ column: 'Weight unit', code: 'import.cell.unit_not_expected' }]);

    const same = await admin.post('/api/imports/templates/', { name: 'Same column', pills: [pill({ kind: 'sku' }, 'sku'), pill(attributeTarget('weight', { unit_column: 'weight' }), 'weight')] });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields['pills.1.target']).toEqual(['import.pill_unit_column']);

    const missing = await admin.post('/api/imports/templates/', { name: 'Missing unit column', pills: [pill({ kind: 'sku' }, 'sku'), pill(attributeTarget('weight', { unit_column: 'unit' }), 'weight')] });
    const { run } = await dryRun(missing.json().id, await upload(await workbook([['SKU', 'Weight'], ['M-1', 5]])));
    expect(run).toMatchObject({ status: 'error', failure: { code: 'import.pill_missing_column', params: { column: 'unit' } } });
  });
});
