import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { importRunsApi, type ImportRun } from '@pimento/shared-kit/contracts/imports';
import { attributeGroup, callApi, switchLanguage } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { chooseOption, closeOptionList } from '../support/select.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * A catalogue manager imports a supplier's Excel through the import screens — upload,
 * auto-match corrected, a formula and a value map, dry run, launch, the error report fixed and
 * re-imported, the first import rolled back — and sees the listing change at each step. The whole
 * journey once in English and once in French; each test owns its attributes, products and template.
 */

type Language = 'en' | 'fr';

/** What the journey reads on screen, per interface language. */
const texts = {
  en: {
    listTitle: 'Imports',
    configLabel: 'Import configuration',
    confirm: 'Confirm',
    newPill: 'A new pill',
    attribute: 'Attribute',
    save: 'Save',
    saved: 'Template saved.',
    phase: { ready: 'Ready to launch', completed: 'Completed', completedWithErrors: 'Completed with errors', rolledBack: 'Rolled back' },
    toCreate: 'To create',
    toUpdate: 'To update',
    created: 'Created',
    launchOk: 'Launch',
    rollbackOk: 'Roll back',
    notANumber: 'The value is not a number.',
    checkTask: 'Import check',
    rowsRead: /^Reading the file — \d+ rows read$/,
    rowsChecked: /^Checking the rows — 1 to create, 1 to update, \d+ unchanged, 1 in error$/,
    products: (count: number) => `${count} product${count === 1 ? '' : 's'}`,
  },
  fr: {
    listTitle: 'Imports',
    configLabel: "Configuration de l'import",
    confirm: 'Confirmer',
    newPill: 'Une nouvelle pastille',
    attribute: 'Attribut',
    save: 'Enregistrer',
    saved: 'Modèle enregistré.',
    phase: { ready: 'Prêt à lancer', completed: 'Terminé', completedWithErrors: 'Terminé avec erreurs', rolledBack: 'Annulé' },
    toCreate: 'À créer',
    toUpdate: 'À modifier',
    created: 'Créés',
    launchOk: 'Lancer',
    rollbackOk: 'Annuler l’import',
    notANumber: "La valeur n'est pas un nombre.",
    checkTask: "Vérification de l'import",
    rowsRead: /^Lecture du fichier — \d+ lignes lues$/,
    rowsChecked: /^Vérification des lignes — 1 à créer, 1 à modifier, \d+ inchangé\(s\), 1 en erreur$/,
    products: (count: number) => `${count} produit${count === 1 ? '' : 's'}`,
  },
} as const;

type Fixture = {
  run: string;
  skus: [string, string, string];
  headers: { sku: string; name: string; wattage: string; finish: string; brand: string; range: string };
  attributes: { wattage: number; finish: number; colour: number; title: number };
};

/** Attributes and the product the supplier's file updates, all named with the test's own suffix. */
async function setUp(page: Page, language: Language): Promise<Fixture> {
  // Fixed length, so the similarity of the supplier's misspelt header to the attribute is the same every run.
  const run = `${Date.now().toString(36).slice(-6)}${language}`;
  const groupId = await attributeGroup(page, `Imports ${run}`);
  const create = (code: string, type: string, labels: Record<string, string>, extra: Record<string, unknown> = {}) =>
    callApi<{ id: number }>(page, 'POST', '/api/catalogue/attribute/', { code: `${code}_${run}`, type, labels, group_id: groupId, ...extra });
  const wattage = await create('wattage', 'decimal', { en: `Wattage ${run}`, fr: `Wattage ${run}` }, { unit_type: 'power', unit: 'W' });
  const finish = await create('finish', 'dropdown', { en: `Finish ${run}`, fr: `Finish ${run}` }, {
    choices: [{ code: 'matt', labels: { en: 'Matt', fr: 'Mat' } }, { code: 'gloss', labels: { en: 'Gloss', fr: 'Brillant' } }],
  });
  const colour = await create('colour', 'dropdown', { en: `Colour ${run}`, fr: `Couleur ${run}` }, {
    choices: [{ code: 'white', labels: { en: 'White', fr: 'Blanc' } }, { code: 'black', labels: { en: 'Black', fr: 'Noir' } }],
  });
  const title = await create('title', 'text', { en: `Marketing title ${run}`, fr: `Titre marketing ${run}` });
  const skus: Fixture['skus'] = [`LAMP-${run}-1`, `LAMP-${run}-2`, `LAMP-${run}-3`];
  await callApi(page, 'POST', '/api/catalogue/product/', {
    sku: skus[0],
    name: `Desk lamp ${run} (old)`,
    values: { [wattage.id]: 10, [colour.id]: 'white', [title.id]: 'Old title' },
  });
  return {
    run,
    skus,
    headers: { sku: 'SKU', name: 'Product name', wattage: `Watage ${run}`, finish: `Finish ${run}`, brand: `Brand ${run}`, range: `Range ${run}` },
    attributes: { wattage: wattage.id, finish: finish.id, colour: colour.id, title: title.id },
  };
}

/**
 * The supplier's workbook: its columns in its own order (not the attributes'), a misspelt header,
 * colour codes in a column its header calls "Finish", brand and range to join into a title, and a
 * wattage written in words on the third row.
 */
async function supplierWorkbook(fixture: Fixture, folder: string): Promise<string> {
  const { headers, skus, run } = fixture;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow([headers.range, headers.finish, headers.name, headers.wattage, headers.sku, headers.brand]);
  sheet.addRow(['Arc', 'BK', `Desk lamp ${run}`, 12.5, skus[0], 'lumio']);
  sheet.addRow(['Orbit', 'WH', `Floor lamp ${run}`, 8, skus[1], 'lumio']);
  sheet.addRow(['Halo', 'BK', `Wall lamp ${run}`, 'twelve', skus[2], 'lumio']);
  const file = path.join(folder, `supplier-${run}.xlsx`);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** The product listing, narrowed to the journey's SKUs by pasting them: which are there, and under which name. */
async function expectListing(page: Page, language: Language, fixture: Fixture, expected: (string | null)[]): Promise<void> {
  await open(page, '/products/');
  await expect(page.getByTestId('listing-table')).toBeVisible();
  await page.getByTestId('paste-list').click();
  await page.getByTestId('paste-input').fill(fixture.skus.join('\n'));
  await page.getByTestId('paste-apply').click();
  const found = expected.filter((name) => name !== null).length;
  // Some SKUs missing: the report says which before the filter applies.
  if (found < fixture.skus.length) {
    await expect(page.getByTestId('paste-report')).toBeVisible();
    await page.getByTestId('paste-apply').click();
  }
  await expect(page.getByTestId('listing-count')).toHaveText(texts[language].products(found));
  const table = page.getByTestId('listing-table');
  for (const [index, name] of expected.entries()) {
    if (name === null) await expect(table).not.toContainText(fixture.skus[index]!);
    else {
      const row = table.getByRole('row').filter({ hasText: fixture.skus[index]! });
      await expect(row).toContainText(name);
    }
  }
}

/** Opens a page and waits until its content has rendered and no loader covers it. */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
}

const runIdOf = (page: Page) => Number(/\/runs\/(\d+)/.exec(page.url())![1]);

async function waitForPhase(page: Page, phase: string): Promise<void> {
  await expect(page.getByTestId('run-phase')).toHaveText(phase, { timeout: 30_000 });
}

async function journey(page: Page, language: Language): Promise<void> {
  const say = texts[language];
  const shot = (name: string) => page.screenshot({ path: artifact(`imports-${language}-${name}`) });
  await signIn(page, '/imports/');
  // The shell's language switch, as a user does (it is saved for the user: the French test switches back at its end).
  await switchLanguage(page, language);
  const fixture = await setUp(page, language);
  const { run, headers } = fixture;
  const folder = mkdtempSync(path.join(tmpdir(), 'pimento-e2e-imports-'));
  const workbook = await supplierWorkbook(fixture, folder);

  // Before: only the product the file updates exists.
  await expectListing(page, language, fixture, [`Desk lamp ${run} (old)`, null, null]);

  // The list, then a new import: the file uploaded, read, matched.
  await open(page, '/imports/');
  await expect(page.getByRole('heading', { level: 2, name: say.listTitle })).toBeVisible();
  await expectNoSeriousViolations(page, `imports list (${language})`);
  await page.getByTestId('new-import').click();
  await page.getByTestId('file-input').setInputFiles(workbook);
  await expect(page.getByTestId('uploaded-file')).toContainText(`supplier-${run}.xlsx`);
  await expect(page.getByTestId('reading-preview')).toContainText('twelve');
  await page.getByTestId('template-name').fill(`Supplier ${run}`);
  await page.getByTestId('upload-continue').click();
  await expect(page).toHaveURL(/\/imports\/\d+$/);
  const templateId = Number(/\/imports\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 2, name: `Supplier ${run}` })).toBeVisible();
  await expect(page.getByTestId('editor-auto-matched')).toBeVisible();

  // The suggestions: SKU, name, the misspelt wattage (below 100 %), Finish (exact, but the supplier's codes are colours).
  const pills = page.getByTestId('pills').locator(':scope > li');
  await expect(pills).toHaveCount(4);
  const pill = (text: string) => pills.filter({ hasText: text });
  await expect(pill(`Wattage ${run}`)).toContainText(headers.wattage);
  const wattageSuggestion = pill(`Wattage ${run}`).getByTestId(/-suggestion$/);
  await expect(wattageSuggestion).not.toHaveText(/100/);
  await shot('editor-suggestions');

  // 1. The wattage is confirmed.
  await pill(`Wattage ${run}`).getByRole('button', { name: new RegExp(`^${say.confirm}`) }).click();
  await expect(pill(`Wattage ${run}`).getByRole('button', { name: new RegExp(`^${say.confirm}`) })).toHaveCount(0);

  // 2. "Finish" holds colour codes: its target becomes the colour, with a value map of the supplier's codes.
  const finishPill = pills.filter({ hasText: headers.finish });
  await finishPill.getByTestId(/-edit$/).click();
  const drawer = page.getByTestId('pill-drawer');
  await drawer.getByTestId('pill-attribute').click();
  await chooseOption(page, `colour_${run}`);
  await expect(drawer.getByTestId('pill-attribute')).toContainText(`colour_${run}`);
  await drawer.getByTestId('value-map-add').click();
  await drawer.getByTestId('value-map-add').click();
  const valueMap = drawer.getByTestId('value-map');
  await valueMap.getByRole('textbox').nth(0).fill('WH');
  await valueMap.getByRole('textbox').nth(1).fill('white');
  await valueMap.getByRole('textbox').nth(2).fill('bk');
  await valueMap.getByRole('textbox').nth(3).fill('black');
  await page.getByTestId('pill-drawer-done').click();
  await expect(drawer).toBeHidden();
  await expect(pills.filter({ hasText: headers.finish })).toContainText(`Colour ${run}`.replace('Colour', language === 'fr' ? 'Couleur' : 'Colour'));

  // 3. Brand and range joined by a formula into the marketing title: a new pill from the brand column.
  await page.getByTestId(`send-brand_${run}`).click();
  await page.getByTitle(say.newPill, { exact: true }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('pill-target-kind').click();
  await page.getByTitle(say.attribute, { exact: true }).click();
  await drawer.getByTestId('pill-attribute').click();
  await chooseOption(page, `title_${run}`);
  await drawer.getByTestId('pill-columns').click();
  const columnList = await chooseOption(page, `range_${run}`, `{range_${run}}`);
  await expect(drawer.getByTestId('pill-columns')).toContainText(`{range_${run}}`);
  await closeOptionList(page, columnList);
  await drawer.getByTestId('pill-formula').fill(`UPPER({brand_${run}}) & " " & {range_${run}}`);
  await expect(drawer.getByTestId('pill-formula-status')).toHaveText(/./);
  await expect(drawer.getByTestId('pill-formula')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('pill-drawer-done').click();
  await expect(pills).toHaveCount(5);
  // The preview shows what the pills make of the first rows, before anything is saved.
  await expect(page.getByText('LUMIO Arc').first()).toBeVisible();
  await expectNoSeriousViolations(page, `mapping editor (${language})`);
  await shot('editor-corrected');

  await page.getByTestId('editor-save').click();
  await expect(page.getByText(say.saved)).toBeVisible();

  // Dry run: counts, one updated row old → new, the bad cell's message.
  await page.getByTestId('editor-dry-run').click();
  await expect(page).toHaveURL(/\/imports\/\d+\/runs\/\d+$/);
  const firstRunId = runIdOf(page);
  await waitForPhase(page, say.phase.ready);
  await expect(page.getByTestId('run-count-created')).toContainText(say.toCreate);
  await expect(page.getByTestId('run-count-created')).toContainText('1');
  await expect(page.getByTestId('run-count-updated')).toContainText(say.toUpdate);
  await expect(page.getByTestId('run-count-updated')).toContainText('1');
  await expect(page.getByTestId('run-count-error')).toContainText('1');
  const updated = page.getByTestId('row-changes-2');
  await expect(updated).toContainText(`Desk lamp ${run} (old)`);
  await expect(updated).toContainText(`Desk lamp ${run}`);
  await expect(updated.locator('li').filter({ hasText: `Wattage ${run}` })).toContainText(/10\sW.*12[.,]5\sW/);
  // The choices by their labels in the interface language, not their codes.
  await expect(updated.locator('li').filter({ hasText: language === 'fr' ? `Couleur ${run}` : `Colour ${run}` })).toContainText(language === 'fr' ? /Blanc.*Noir/ : /White.*Black/);
  await expect(updated.locator('li').filter({ hasText: language === 'fr' ? `Titre marketing ${run}` : `Marketing title ${run}` })).toContainText(/Old title.*LUMIO Arc/);
  await expect(page.getByTestId('row-errors-4')).toContainText(say.notANumber);
  await expect(page.getByTestId('row-errors-4')).toContainText('import.cell.not_a_number');
  await expectNoSeriousViolations(page, `run page, dry run (${language})`);
  await shot('run-dry-run');
  // The dry run's task in the tasks panel, with its steps: the file read, its rows checked.
  await page.getByTestId('open-tasks').click();
  const check = page.getByTestId('tasks-panel').getByTestId('task-line').filter({ hasText: say.checkTask }).filter({ hasText: `Supplier ${run}` });
  await expect(check.getByTestId('task-step-read')).toHaveText(say.rowsRead);
  await expect(check.getByTestId('task-step-check')).toHaveText(say.rowsChecked);
  await expectNoSeriousViolations(page, `tasks panel with an import's steps (${language})`);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tasks-panel')).toBeHidden();

  // Launch: the listing shows the new product and the updated one; the row in error is not there.
  await page.getByTestId('run-launch').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: say.launchOk, exact: true }).click();
  await waitForPhase(page, say.phase.completedWithErrors);
  await expect(page.getByTestId('run-count-created')).toContainText(say.created);
  await expectListing(page, language, fixture, [`Desk lamp ${run}`, `Floor lamp ${run}`, null]);

  // The error report: downloaded, the bad cell fixed, uploaded again for the same template.
  await open(page, `/imports/${templateId}/runs/${firstRunId}`);
  await waitForPhase(page, say.phase.completedWithErrors);
  const download = page.waitForEvent('download');
  await page.getByTestId('run-error-report').click();
  const report = await (await download).path();
  const fixed = new ExcelJS.Workbook();
  await fixed.xlsx.readFile(report);
  const data = fixed.getWorksheet('Products')!;
  expect(fixed.getWorksheet('errors')).toBeDefined();
  const header = (data.getRow(1).values as unknown[]).map(String);
  const wattageColumn = header.indexOf(headers.wattage);
  expect(data.getRow(4).getCell(wattageColumn).text).toBe('twelve');
  expect(data.getRow(4).getCell(wattageColumn).note).toBeTruthy();
  data.getRow(4).getCell(wattageColumn).value = '12';
  const corrected = path.join(folder, `supplier-${run}-corrected.xlsx`);
  await fixed.xlsx.writeFile(corrected);

  await open(page, `/imports/${templateId}`);
  await expect(page.getByRole('heading', { level: 2, name: `Supplier ${run}` })).toBeVisible();
  await page.getByTestId('editor-upload').click();
  await page.getByTestId('file-input').setInputFiles(corrected);
  await expect(page.getByTestId('uploaded-file')).toContainText(`supplier-${run}-corrected.xlsx`);
  await page.getByTestId('upload-continue').click();
  await expect(page.getByTestId('file-columns')).toContainText(headers.wattage);
  await page.getByTestId('editor-dry-run').click();
  await expect(page).toHaveURL(new RegExp(`/imports/${templateId}/runs/(?!${firstRunId}$)\\d+$`));
  await waitForPhase(page, say.phase.ready);
  await expect(page.getByTestId('run-count-created')).toContainText('1');
  await expect(page.getByTestId('run-count-unchanged')).toContainText('2');
  await expect(page.getByTestId('run-count-error')).toContainText('0');
  await page.getByTestId('run-launch').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: say.launchOk, exact: true }).click();
  await waitForPhase(page, say.phase.completed);
  await expectListing(page, language, fixture, [`Desk lamp ${run}`, `Floor lamp ${run}`, `Wall lamp ${run}`]);

  // The template's runs in the list; the FIRST import rolled back from its run page.
  await open(page, '/imports/');
  const templateRow = page.getByTestId(`template-row-${templateId}`);
  await expect(templateRow.locator('li')).toHaveCount(2);
  await shot('list-two-runs');
  await templateRow.getByTestId(`run-${firstRunId}`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/imports/${templateId}/runs/${firstRunId}$`));
  await waitForPhase(page, say.phase.completedWithErrors);
  await page.getByTestId('run-rollback').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: say.rollbackOk, exact: true }).click();
  await waitForPhase(page, say.phase.rolledBack);
  await expect(page.getByTestId('run-count-rolled_back')).toContainText('2');
  await expect(page.getByTestId('run-rollback')).toHaveCount(0);
  await expectNoSeriousViolations(page, `run page, rolled back (${language})`);
  await shot('run-rolled-back');
  const rolledBack = await callApi<ImportRun>(page, 'GET', endpointPath(importRunsApi.get, { id: firstRunId }));
  expect(rolledBack.rolled_back).not.toBeNull();

  // Created gone, updated restored; the corrected file's product stays.
  await expectListing(page, language, fixture, [`Desk lamp ${run} (old)`, null, `Wall lamp ${run}`]);
  await shot('listing-after-rollback');
}

test.describe('imports: a supplier file in, corrected, re-imported, rolled back', () => {
  test.describe.configure({ timeout: 150_000 });

  test('in English', async ({ page }) => {
    await journey(page, 'en');
  });

  test('in French', async ({ page }) => {
    try {
      await journey(page, 'fr');
    } finally {
      // The demo user's language is saved on the server: the specs after this one read English.
      await switchLanguage(page, 'en');
    }
  });
});
