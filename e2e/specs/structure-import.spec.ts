import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { switchLanguage } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

/**
 * The structure import of `/attributes/` (docs/imports.md "Structure import"): an Excel file of
 * attributes in, its good lines created with their groups and sections, its refused lines listed
 * with their line, column and translated reason — in English, then in French.
 */
test.describe.configure({ timeout: 120_000 });

async function workbook(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Attributes');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Imports a file and waits for its result. `endToast` is the toast of spec §4 that the job's last
 * message raises: it stays 3 s, so it is watched for from the start, not looked for afterwards.
 */
async function importFile(page: Page, name: string, buffer: Buffer, endToast: string): Promise<void> {
  await page.getByTestId('structure-import-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('structure-import-columns')).toBeVisible();
  await dialog.getByTestId('structure-file-input').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await expect(dialog.getByTestId('structure-file-name')).toContainText(name);
  const toastSeen = expect(page.getByText(endToast)).toBeVisible({ timeout: 30_000 });
  await dialog.getByTestId('structure-import-start').click();
  await toastSeen;
  await expect(dialog.getByTestId('structure-import-result')).toBeVisible({ timeout: 30_000 });
  // The progress line has left (0.2 s after the end, spec §4).
  await expect(dialog.getByTestId('structure-import-progress')).toHaveCount(0);
}

test('a catalogue manager imports attributes from an Excel file: good lines created, two refused with their reason, in English and in French', async ({ page }) => {
  const run = Date.now().toString(36);
  await signIn(page, '/attributes/');

  const english = await workbook([
    ['Code', 'Name', 'Type', 'Group', 'Section', 'Unit type', 'Unit', 'Choices', 'Localizable', 'Remark'],
    [`width_${run}`, `Width ${run}`, 'decimal', `Size ${run}`, `Tech ${run}`, 'Length', 'mm', null, 'no', null],
    [`finish_${run}`, `Finish ${run}`, 'Dropdown', `Look ${run}`, `Tech ${run}`, null, null, 'matt|gloss', 'no', null],
    [`story_${run}`, `Story ${run}`, 'long_text', `Look ${run}`, null, null, null, null, 'yes', null],
    [`nogroup_${run}`, `No group ${run}`, 'text', null, null, null, null, null, 'no', 'refused: no group'],
    [`weight_${run}`, `Weight ${run}`, 'decimal', `Size ${run}`, null, 'Loudness', null, null, 'no', 'refused: unit type'],
  ]);
  await importFile(page, `attributes-${run}.xlsx`, english, 'Attribute import finished with 2 error(s)');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('structure-import-result-title')).toHaveText('Import finished with lines in error');
  await expect(dialog.getByTestId('structure-import-count-created')).toContainText('3');
  await expect(dialog.getByTestId('structure-import-count-error')).toContainText('2');
  await expect(dialog.getByTestId('structure-import-count-groups_created')).toContainText('2');
  await expect(dialog.getByTestId('structure-import-count-sections_created')).toContainText('1');
  await expect(dialog.getByTestId('structure-import-error-5')).toContainText('Group');
  await expect(dialog.getByTestId('structure-import-error-5')).toContainText('The group is missing.');
  await expect(dialog.getByTestId('structure-import-error-6')).toContainText('Unit type');
  await expect(dialog.getByTestId('structure-import-error-6')).toContainText('The unit type is missing or unknown.');
  await expectNoSeriousViolations(page, 'the structure import result');

  // The attribute tree shows the new attributes (and not the refused ones), in the groups the file created.
  await dialog.getByTestId('structure-import-close').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`group-Size ${run}`).getByTestId(`attribute-row-width_${run}`)).toBeVisible();
  await expect(page.getByTestId(`group-Look ${run}`).getByTestId(`attribute-row-finish_${run}`)).toBeVisible();
  await expect(page.getByTestId(`attribute-row-story_${run}`)).toBeVisible();
  await expect(page.getByTestId(`attribute-row-nogroup_${run}`)).toHaveCount(0);
  await expect(page.getByTestId(`attribute-row-weight_${run}`)).toHaveCount(0);

  // In French, with French headers: an existing code is skipped, a new one created, two refused.
  // The language is the user's preference, kept by the server: English again at the end for the next tests.
  try {
    await switchLanguage(page, 'fr');
    const french = await workbook([
      ['Code', 'Nom', 'Type', 'Groupe', 'Type d’unité', 'Unique', 'Localisable'],
      [`width_${run}`, `Largeur ${run}`, 'Décimal', `Size ${run}`, 'Longueur', 'non', 'non'],
      [`depth_${run}`, `Profondeur ${run}`, 'Décimal', `Size ${run}`, 'Longueur', 'non', 'non'],
      [`ean_${run}`, `EAN ${run}`, 'Texte', 'Identité', null, 'oui', 'non'],
      [`tag_${run}`, `Étiquette ${run}`, 'Texte', `Size ${run}`, null, 'peut-être', 'non'],
    ]);
    await expect(page.getByTestId('structure-import-open')).toHaveText('Importer des attributs');
    await importFile(page, `attributs-${run}.xlsx`, french, "Import d'attributs terminé avec 2 erreur(s)");
    await expect(dialog.getByTestId('structure-import-result-title')).toHaveText('Import terminé avec des lignes en erreur');
    await expect(dialog.getByTestId('structure-import-count-created')).toHaveText(/Attributs créés\s*1/);
    await expect(dialog.getByTestId('structure-import-count-skipped')).toHaveText(/Ignorés \(code existant\)\s*1/);
    await expect(dialog.getByTestId('structure-import-count-error')).toHaveText(/Lignes en erreur\s*2/);
    await expect(dialog.getByTestId('structure-import-error-4')).toContainText('Groupe');
    await expect(dialog.getByTestId('structure-import-error-4')).toContainText('Le groupe Identité contient les champs propres du produit');
    await expect(dialog.getByTestId('structure-import-error-5')).toContainText('Unique doit valoir vrai ou faux.');
    await dialog.getByTestId('structure-import-close').click();
    await expect(page.getByTestId(`attribute-row-depth_${run}`)).toBeVisible();
    // The skipped line changed nothing: the attribute keeps the label of the first file.
    await expect(page.getByTestId(`attribute-row-width_${run}`)).toContainText(`Width ${run}`);
  } finally {
    await page.keyboard.press('Escape');
    await switchLanguage(page, 'en');
  }
});
