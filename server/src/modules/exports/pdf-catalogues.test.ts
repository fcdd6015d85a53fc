import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import type { ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { exportLinksApi, exportRunsApi, sharedExportsApi } from '@pimento/shared-kit/contracts/exports';
import type { PdfDefinition } from '@pimento/shared-kit/contracts/pdf-catalogues';
import { pdfCataloguesApi } from '@pimento/shared-kit/contracts/pdf-previews';
import { productAssetsApi } from '@pimento/shared-kit/contracts/product-assets';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { attributeMaker } from '../../../test/attribute-fixtures.ts';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { taskEnded } from '../../../test/jobs/fixtures.ts';
import { readPdf } from '../../../test/read-pdf.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import type { CommandDeps } from '../admin/commands.ts';
import { imageFile, upload } from '../assets/test-uploads.ts';
import { operatorExport } from './operator-export.ts';

let columnNumber = 0;
const column = (source: ExportSource, header: Record<string, string> = {}) => ({ id: `00000000-0000-4000-8000-${String(++columnNumber).padStart(12, '0')}`, source, header });

describe.each(drivers)('PDF catalogues on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let worker: Worker | null = null;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 30_000, schedules: false });
    await testApp.createCompany('Pdf Co', { username: 'pdf_admin' });
    // The test switches the company's PDF features: a superuser's right (docs/companies-console.md).
    await testApp.db.query("UPDATE users SET is_superuser = true WHERE username = 'pdf_admin'");
    admin = testApp.client();
    await admin.login('pdf_admin');
    const attribute = await attributeMaker(admin, ids);
    await attribute({ code: 'weight', type: 'decimal', unit_type: 'mass', unit: 'kg', labels: { en: 'Weight', fr: 'Poids' } });
    await attribute({ code: 'colour', type: 'dropdown', labels: { en: 'Colour', fr: 'Couleur' }, choices: [{ code: 'blue', labels: { en: 'Blue', fr: 'Bleu' } }] });
    const product = async (body: Record<string, unknown>) => {
      const created = await admin.post(endpointPath(productsApi.create, {}), body);
      expect(created.statusCode).toBe(201);
      ids[body.sku as string] = created.json().id;
    };
    await product({ sku: 'LAMP-1', name: 'Desk lamp', values: { [ids.weight!]: 1.5, [ids.colour!]: 'blue' } });
    await product({ sku: 'LAMP-2', name: 'Floor lamp <b>tall</b>', values: { [ids.weight!]: 4 } });
    await product({ sku: 'CABLE-1', name: 'Cable', values: {} });
    const image = (await upload(admin, 'desk-lamp.png', await imageFile('png', 400, 300))).json();
    const owner = { owner: 'products', id: ids['LAMP-1']! } as const;
    expect((await admin.post(endpointPath(productAssetsApi.add, owner), { asset_ids: [image.id] })).statusCode).toBe(200);
    expect((await admin.request('PUT', endpointPath(productAssetsApi.setFeatured, owner), { body: { asset_id: image.id } })).statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const definition = (overrides: Partial<PdfDefinition> = {}) => ({
    layout: {
      sheets: [
        {
          name: 'Card',
          visible: true,
          columns: [
            column({ kind: 'attribute', attribute_id: ids.weight!, language: null, part: 'value', unit: null }, { en: 'Weight', fr: 'Poids' }),
            column({ kind: 'attribute', attribute_id: ids.colour!, language: null, part: 'value', unit: null }),
          ],
        },
      ],
    },
    products_per_page: 2,
    cover: { enabled: true, title: { en: 'Spring catalogue', fr: 'Catalogue de printemps' }, subtitle: { en: 'Lighting 2027' } },
    header: { en: 'Acme lighting' },
    footer: { en: 'acme.example' },
    ...overrides,
  });
  const createTemplate = async (name: string, body = definition()) => {
    const created = await admin.post(endpointPath(exportTemplatesApi.create, {}), { type: 'pdf', name, definition: body });
    expect(created.statusCode).toBe(201);
    return created.json();
  };
  const exportToEnd = async (body: Record<string, unknown>) => {
    const started = await admin.post(endpointPath(exportRunsApi.start, {}), body);
    expect(started.statusCode).toBe(202);
    const task = await taskEnded(testApp.db, started.json().task_id, 60_000);
    return { task, run: (await admin.get(endpointPath(exportRunsApi.get, { id: started.json().run.id }))).json() };
  };

  it('renders a catalogue: cover, contents with page numbers, two cards a page, main image, header, footer, numbered pages', async () => {
    const template = await createTemplate('Spring');
    expect(template).toMatchObject({ type: 'pdf', version: 1, definition: { products_per_page: 2, table_of_contents: true, main_image: true, price: null } });

    const { task, run: finished } = await exportToEnd({ source: { kind: 'template', template_id: template.id }, format: 'pdf', selection: { kind: 'all' }, file_name: 'spring' });
    expect(task.status).toBe('done');
    expect(finished).toMatchObject({ status: 'finished', format: 'pdf', file_name: 'spring.pdf', products: 3, template: { id: template.id, version: 1 }, warnings: [] });
    const file = await admin.get(endpointPath(exportRunsApi.file, { id: finished.id }));
    expect(file.headers['content-type']).toBe('application/pdf');
    const { pages, images } = await readPdf(file.rawPayload);
    // Cover, one page of contents, then three products two a page.
    expect(pages).toHaveLength(4);
    expect(pages[0]).toMatch(/Spring catalogue[\s\S]*Lighting 2027/);
    expect(pages[0]).not.toMatch(/1 ?\/ ?4/);
    expect(pages[1]).toMatch(/Contents/);
    expect(pages[1]).toMatch(/Desk lamp\s+LAMP-1[ .]*3/);
    expect(pages[1]).toMatch(/Cable\s+CABLE-1[ .]*4/);
    expect(pages[2]).toMatch(/Acme lighting/);
    expect(pages[2]).toMatch(/Desk lamp[\s\S]*Weight\s+1\.5[\s\S]*Colour\s+Blue/);
    // A product's text is text, never markup.
    expect(pages[2]).toMatch(/Floor lamp <b>tall<\/b>/);
    expect(pages[2]).toMatch(/acme\.example[\s\S]*3 ?\/ ?4/);
    expect(pages[3]).toMatch(/Cable[\s\S]*4 ?\/ ?4/);
    // The main image, on the first product page only.
    expect(images.split('\n').filter((line) => /^\s+\d+\s+\d+\s+image/.test(line)).map((line) => line.trim().split(/\s+/)[0])).toEqual(['3']);

    // Shared like every run's file.
    const link = (await admin.post(endpointPath(exportLinksApi.create, { id: finished.id }), {})).json();
    const token = new URL(link.url).pathname.split('/').at(-2)!;
    const shared = await testApp.client().get(endpointPath(sharedExportsApi.file, { token }));
    expect(shared.statusCode).toBe(200);
    expect(shared.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);

  it('falls back for a missing font and writes the run in French with a price-less, cover-less layout', async () => {
    const template = await createTemplate('No frills', definition({ font_asset_id: 987654, cover: { enabled: false, title: {}, subtitle: {} }, table_of_contents: false, products_per_page: 1 }));
    const { run: finished } = await exportToEnd({ source: { kind: 'template', template_id: template.id }, format: 'pdf', selection: { kind: 'skus', skus: ['LAMP-1'] }, language: 'fr' });
    expect(finished.status).toBe('finished');
    expect(finished.warnings).toEqual([{ code: 'pdf.font_missing', params: { detail: 987654 } }]);
    const { pages } = await readPdf((await admin.get(endpointPath(exportRunsApi.file, { id: finished.id }))).rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatch(/Poids\s+1,5[\s\S]*Couleur\s+Bleu[\s\S]*1 ?\/ ?1/);
  }, 120_000);

  it('previews a page of a draft as the HTML Chromium prints', async () => {
    const preview = async (page: string) => {
      const answer = await admin.post(endpointPath(pdfCataloguesApi.preview, {}), { definition: definition(), page });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };
    const products = await preview('products');
    expect(products.language).toBe('en');
    expect(products.html).toContain('Desk lamp');
    expect(products.html).toContain('<th scope="row">Weight</th><td>1.5</td>');
    expect(products.html).toContain('data:image/');
    expect(products.html).toContain('Floor lamp &lt;b&gt;tall&lt;/b&gt;');
    expect((await preview('cover')).html).toContain('Spring catalogue');
    expect((await preview('contents')).html).toMatch(/Contents[\s\S]*LAMP-1/);
  }, 60_000);

  it('refuses a PDF from anything but a PDF template, a PDF template in another format, and a second language without the option', async () => {
    const template = await createTemplate('Rules');
    const start = (body: Record<string, unknown>) => admin.post(endpointPath(exportRunsApi.start, {}), { selection: { kind: 'all' }, ...body });
    const layout = { sheets: [{ name: 'T', visible: true, columns: [column({ kind: 'sku' })] }] };
    expect((await start({ source: { kind: 'layout', layout }, format: 'pdf' })).json()).toMatchObject({ code: 'export.pdf_template_required', fields: { format: ['export.pdf_template_required'] } });
    expect((await start({ source: { kind: 'template', template_id: template.id }, format: 'xlsx' })).json()).toMatchObject({ code: 'export.pdf_only' });

    const settings = (features: Record<string, boolean>) => admin.request('PATCH', '/api/catalogue/company/settings/', { body: { features } });
    expect((await settings({ multilang_pdf_activated: false })).statusCode).toBe(200);
    try {
      const refused = await start({ source: { kind: 'template', template_id: template.id }, format: 'pdf', language: 'fr' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'export.pdf_language_not_available', fields: { language: ['export.pdf_language_not_available'] } });
      expect((await start({ source: { kind: 'template', template_id: template.id }, format: 'pdf', language: 'en' })).statusCode).toBe(202);
    } finally {
      await settings({ multilang_pdf_activated: true });
    }
    expect((await settings({ pdf_activated: false })).statusCode).toBe(200);
    try {
      expect((await admin.post(endpointPath(exportTemplatesApi.create, {}), { type: 'pdf', name: 'Off', definition: definition() })).json().code).toBe('rights.feature_disabled');
      expect((await admin.post(endpointPath(pdfCataloguesApi.preview, {}), { definition: definition() })).json().code).toBe('rights.feature_disabled');
    } finally {
      await settings({ pdf_activated: true });
    }
  }, 60_000);

  it('keeps a company’s catalogue to itself: another company can neither run nor read its template', async () => {
    const template = await createTemplate('Walled');
    await testApp.createCompany('Other Pdf Co', { username: 'other_pdf_admin' });
    const other = testApp.client();
    await other.login('other_pdf_admin');
    const run = await other.post(endpointPath(exportRunsApi.start, {}), { source: { kind: 'template', template_id: template.id }, format: 'pdf', selection: { kind: 'all' } });
    expect([run.statusCode, run.json().code]).toEqual([404, 'template.not_found']);
    // Its preview reads its own products only: none here, so a page without cards.
    const preview = (await other.post(endpointPath(pdfCataloguesApi.preview, {}), { definition: definition() })).json();
    expect(preview.html).not.toContain('Desk lamp');
  });

  it('keeps template rules: names unique per type, every save a version', async () => {
    const template = await createTemplate('Versioned');
    const again = await admin.post(endpointPath(exportTemplatesApi.create, {}), { type: 'pdf', name: 'versioned', definition: definition() });
    expect(again.json()).toMatchObject({ code: 'template.name_version_taken' });
    const saved = await admin.request('PUT', endpointPath(exportTemplatesApi.update, { id: template.id }), {
      body: { type: 'pdf', version: 1, name: 'Versioned', definition: definition({ products_per_page: 4 }) },
    });
    expect(saved.json()).toMatchObject({ version: 2, definition: { products_per_page: 4 } });
    const compared = (await admin.get(`${endpointPath(exportTemplatesApi.compare, { id: template.id })}?from=1&to=2`)).json();
    expect(JSON.stringify(compared.settings)).toContain('products_per_page');
  });

  it('writes a catalogue from the operator command (`pimento export --format pdf`), by template or of every attribute', async () => {
    await createTemplate('Operator catalogue');
    const folder = await mkdtemp(join(tmpdir(), 'pdf-command-'));
    const deps: CommandDeps = { db: testApp.db, config: testApp.config, mailer: testApp.app.deps.mailer, log: { warn: () => undefined }, storage: testApp.app.deps.storage, workersRun: true };
    try {
      const named = join(folder, 'named.pdf');
      expect((await operatorExport(deps, { company: 'Pdf Co', format: 'pdf', template: 'operator CATALOGUE', out: named })).message).toMatch(/done/);
      expect((await readPdf(await readFile(named))).pages[0]).toMatch(/Spring catalogue/);
      // Without a template: the default design, every attribute labelled in the company's first language.
      const every = join(folder, 'every.pdf');
      await operatorExport(deps, { company: 'Pdf Co', format: 'pdf', filter: '[{"field":"sku","operator":"equals","value":"LAMP-1"}]', out: every });
      const { pages } = await readPdf(await readFile(every));
      expect(pages).toHaveLength(3);
      expect(pages[0]).toMatch(/Catalogue/);
      expect(pages[2]).toMatch(/Desk lamp[\s\S]*Weight[\s\S]*1\.5[\s\S]*Colour\s+Blue/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
