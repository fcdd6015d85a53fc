import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { taskDownloadPath, taskOutcome, taskTitle, type TaskText } from './task-text';

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, { ns: 'shell', ...params });
const exists = (key: string) => i18n.exists(key);
const bulk = (action: string, result: unknown = null): TaskText => ({ type: 'catalogue.products.bulk', subject: { action, entity: 'product' }, result });

describe('a task’s name and outcome', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names a bulk edit by what it does, and says on how many products', () => {
    expect(taskTitle(bulk('set_status'), t, exists)).toBe('Bulk edit: change the status');
    expect(taskOutcome(bulk('set_status', { matched: 3, changed: 3, forbidden: 0, invalid: 0 }), t)).toBe('Status changed on 3 products');
    expect(taskOutcome(bulk('delete', { changed: 1, forbidden: 0, invalid: 0 }), t)).toBe('1 product deleted');
  });

  it('names a watched folder’s import and says what it took', async () => {
    const drop: TaskText = { type: 'import_drop', subject: {}, result: { files: 3, done: 2, error: 1, waiting: 1, runs: [1, 2, 3] } };
    expect(taskTitle(drop, t, exists)).toBe('Import of a watched folder');
    expect(taskOutcome(drop, t)).toBe('Files taken: 3 (2 imported, 1 in error); still arriving: 1');
    await i18n.changeLanguage('fr');
    expect(taskTitle(drop, t, exists)).toBe('Import d’un dossier surveillé');
  });

  it('says what a run of assignment rules did: new links, places kept, files refused', async () => {
    const rules = (result: unknown): TaskText => ({ type: 'asset_rules_run', subject: {}, result });
    expect(taskTitle(rules(null), t, exists)).toBe('Asset assignment rules');
    expect(taskOutcome(rules({ assets: 1204, matched: 1100, links: 980, kept: 0, refused: {} }), t)).toBe('1,204 assets checked; matched: 1,100, new links: 980');
    expect(taskOutcome(rules({ assets: 12, matched: 10, links: 6, kept: 3, refused: { 'asset.not_eligible_featured': 1, 'asset.unstored_category_mismatch': 2 } }), t)).toBe(
      '12 assets checked; matched: 10, new links: 6; places already taken, left as they were: 3; matched but not filed: 3',
    );
    await i18n.changeLanguage('fr');
    expect(taskOutcome(rules({ assets: 1, matched: 1, links: 1, kept: 0, refused: {} }), t)).toBe('1 média examiné ; reconnus : 1, nouveaux liens : 1');
  });

  it('names a feed’s delivery after its feed and says what it delivered, or that nothing changed', async () => {
    const feed = (result: unknown, subject: Record<string, unknown> = { feed: 'Distributor daily' }): TaskText => ({ type: 'export_feed', subject, result });
    expect(taskTitle(feed(null), t, exists)).toBe('Feed: Distributor daily');
    // A scheduled firing has no subject: the type's name.
    expect(taskTitle(feed(null, {}), t, exists)).toBe('Feed delivery');
    expect(taskOutcome(feed({ status: 'delivered', products: 1200, destination: 'e-mail to buyer@example.com' }), t)).toBe('1,200 products delivered: e-mail to buyer@example.com');
    expect(taskOutcome(feed({ status: 'delivered', products: 1 }), t)).toBe('1 product published at the feed’s address');
    expect(taskOutcome(feed({ status: 'unchanged' }), t)).toBe('Nothing changed since the last delivery: nothing sent');
    await i18n.changeLanguage('fr');
    expect(taskTitle(feed(null), t, exists)).toBe('Flux : Distributor daily');
  });

  it('says how many products were left as they were', () => {
    expect(taskOutcome(bulk('set_value', { changed: 5, forbidden: 1, invalid: 1 }), t)).toBe('Value set on 5 products; 2 left as they were (no right, or a rule refused it)');
  });

  it('names the recomputation of completion and says what it did, or that a newer change took over', () => {
    const completion = (result: unknown): TaskText => ({ type: 'completion_recompute', subject: {}, result });
    expect(taskTitle(completion(null), t, exists)).toBe('Recomputation of completion');
    expect(taskOutcome(completion({ products: 1200, superseded: false }), t)).toBe('Completion recomputed for 1200 products');
    expect(taskOutcome(completion({ products: 300, superseded: true }), t)).toBe('Stopped: a newer change recomputes the catalogue');
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    expect(taskTitle(bulk('set_status'), t, exists)).toBe('Modification en masse : changer le statut');
    expect(taskOutcome(bulk('set_status', { changed: 1 }), t)).toBe('Statut changé sur 1 produit');
    expect(taskOutcome({ type: 'computed_attributes_recompute', subject: {}, result: { recomputed: 120, changed: 4 } }, t)).toBe('Recalculé sur 120 produits et modèles, 4 modifié(s)');
  });

  it('names an import’s steps by its template and says what each did, in English and French', async () => {
    const step = (type: string, result: unknown): TaskText => ({ type, subject: { template: 'Supplier A', file: 'a.xlsx' }, result });
    expect(taskTitle(step('import_verify', null), t, exists)).toBe('Import check: Supplier A');
    expect(taskOutcome(step('import_verify', { run_id: 4, created: 120, updated: 30, unchanged: 5, error: 2 }), t)).toBe('Checked: 120 to create, 30 to update, 5 unchanged, 2 rows in error');
    expect(taskOutcome(step('import_launch', { created: 120, updated: 28, unchanged: 5, error: 4 }), t)).toBe('120 created, 28 updated, 5 unchanged, 4 rows in error');
    expect(taskOutcome(step('import_rollback', { restored: 28, deleted: 120, skipped: 1 }), t)).toBe('28 restored, 120 deleted, 1 left as they were (changed since)');
    await i18n.changeLanguage('fr');
    expect(taskTitle(step('import_rollback', null), t, exists)).toBe("Annulation de l'import : Supplier A");
  });

  it('names an export by its file and says how many products it wrote, in English and French', async () => {
    const run: TaskText = { type: 'export', subject: { file: 'export-20260101.xlsx', format: 'xlsx' }, result: { run_id: 3, products: 1234, format: 'xlsx', file: 'export-20260101.xlsx', size: 9000 } };
    expect(taskTitle(run, t, exists)).toBe('Export: export-20260101.xlsx');
    expect(taskOutcome(run, t)).toBe('1,234 products exported to XLSX');
    expect(taskOutcome({ ...run, result: { products: 1, format: 'csv' } }, t)).toBe('1 product exported to CSV');
    await i18n.changeLanguage('fr');
    expect(taskTitle(run, t, exists)).toBe('Export : export-20260101.xlsx');
    expect(taskOutcome(run, t)).toBe('1\u202f234 produits exportés en XLSX');
  });

  it('counts the files of an asset export, in English and French', async () => {
    const run: TaskText = { type: 'export', subject: { file: 'pictures.zip', format: 'zip' }, result: { run_id: 5, files: 1204, format: 'zip', file: 'pictures.zip', size: 9000 } };
    expect(taskOutcome(run, t)).toBe('1,204 files exported to ZIP');
    expect(taskOutcome({ ...run, result: { files: 1, format: 'xlsx' } }, t)).toBe('1 file exported to XLSX');
    await i18n.changeLanguage('fr');
    expect(taskOutcome(run, t)).toBe('1\u202f204 fichiers exportés en ZIP');
  });

  it('leads a finished export to its run’s download page, and no other task', () => {
    const run: TaskText = { type: 'export', subject: { file: 'quick-export.xlsx', format: 'xlsx' }, result: { run_id: 42, products: 3, format: 'xlsx', file: 'quick-export.xlsx', size: 900 } };
    expect(taskDownloadPath(run)).toBe('/download/export/42/');
    expect(taskDownloadPath({ ...run, result: null })).toBeNull();
    expect(taskDownloadPath(bulk('delete', { changed: 1, run_id: 42 }))).toBeNull();
  });

  it('names the demo catalogue load and says what it brought, in English and French', async () => {
    const load: TaskText = { type: 'demo_catalogue', subject: {}, result: { structure_run_id: 1, models_created: 26, import_run_id: 2, template_id: 3, products_created: 1000, products_updated: 0, errors: 0 } };
    expect(taskTitle(load, t, exists)).toBe('Loading the demo catalogue');
    expect(taskOutcome(load, t)).toBe('Demo catalogue loaded: 1,000 products, 26 models');
    await i18n.changeLanguage('fr');
    expect(taskTitle(load, t, exists)).toBe('Chargement du catalogue de démonstration');
    expect(taskOutcome(load, t)).toBe('Catalogue de démonstration chargé : 1\u202f000 produits, 26 modèles');
  });

  it('names a thumbnail task by its asset, in English and French', async () => {
    const thumbnails: TaskText = { type: 'asset_thumbnails', subject: { asset: 'chair-front.jpg' }, result: { made: true } };
    expect(taskTitle(thumbnails, t, exists)).toBe('Thumbnails: chair-front.jpg');
    await i18n.changeLanguage('fr');
    expect(taskTitle(thumbnails, t, exists)).toBe('Vignettes : chair-front.jpg');
  });

  it('names every other type, and falls back to "Task" for one it does not know', () => {
    expect(taskTitle({ type: 'attribute_language_removal', subject: { language: 'de' }, result: null }, t, exists)).toBe('Removal of the attribute language de');
    expect(taskTitle({ type: 'catalogue.history.prune', subject: {}, result: null }, t, exists)).toBe('History clean-up');
    expect(taskTitle({ type: 'etim_import', subject: {}, result: null }, t, exists)).toBe('ETIM import');
    expect(taskTitle({ type: 'something.new', subject: {}, result: null }, t, exists)).toBe('Task');
    expect(taskOutcome({ type: 'something.new', subject: {}, result: { x: 1 } }, t)).toBeNull();
  });
});
