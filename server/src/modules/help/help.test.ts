import { helpArticleSummarySchema, helpRelationSchema } from '@pimento/shared-kit/contracts/help';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { seedReferenceData } from '../../seed/seed.ts';
import { helpArticles } from '../../seed/help-articles/index.ts';

describe.each(drivers)('the help centre on %s', (driver) => {
  let testApp: TestApp;
  let superuser: TestClient;
  let reader: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const owner = await testApp.createCompany('Help Co', { username: 'help_super' });
    await testApp.db.query('UPDATE users SET is_superuser = true WHERE id = $1', [owner.administrator.id]);
    await testApp.createCompany('Help Readers', { username: 'help_reader', language: 'fr' });
    superuser = testApp.client();
    await superuser.login('help_super');
    reader = testApp.client();
    await reader.login('help_reader');
  });
  afterAll(() => testApp.close());

  const list = async (client: TestClient, search?: string) => {
    const response = await client.get(`/api/help/articles/${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as unknown[]).map((entry) => helpArticleSummarySchema.parse(entry));
  };
  const relations = async (client: TestClient) => (await client.get('/api/help/sidebar-relations/')).json() as Record<string, number>;

  it('lists every article of the release in its order, in the reader’s language', async () => {
    const french = await list(reader);
    expect(french.map((article) => article.title)).toEqual(helpArticles.map((article) => article.title_fr));
    expect(french.every((article) => article.language === 'fr')).toBe(true);
    await testApp.db.query("UPDATE users SET language = 'en' WHERE username = 'help_super'");
    expect((await list(superuser))[0]).toMatchObject({ title: 'Signing in to Pimento', language: 'en' });
  });

  it('finds the articles holding every word searched, without case nor accents, titles first, with the passage found', async () => {
    // "reglages" finds "Réglages"; every word must be there.
    const found = await list(reader, 'PARAMETRES entreprise');
    expect(found[0]!.title).toBe('Vos paramètres et ceux de votre entreprise');
    expect(found.every((article) => article.title.length > 0)).toBe(true);
    const passage = await list(reader, 'dossier surveillé');
    expect(passage.map((article) => article.title)).toContain('Importer un fichier');
    const imports = passage.find((article) => article.title === 'Importer un fichier')!;
    // The passage is running text around the first word (the heading "Un dossier surveillé" is no sentence).
    expect(imports.excerpt).toMatch(/^… .*surveiller un dossier d'une connexion FTP/);
    expect(imports.excerpt).not.toMatch(/##|Un dossier surveillé/);
    expect(await list(reader, 'zzz-nowhere')).toEqual([]);
  });

  it('lets only a superuser link a page’s help bar to an article, and keeps that choice over the next release', async () => {
    const imports = (await list(superuser, 'Importing a file'))[0]!;
    const refused = await reader.request('PUT', '/api/help/relations/', { body: { path: '/category/', article_id: imports.id } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('rights.superuser_required');
    expect((await reader.get('/api/help/relations/')).statusCode).toBe(403);

    const badPath = await superuser.request('PUT', '/api/help/relations/', { body: { path: 'Category', article_id: imports.id } });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().fields).toEqual({ path: ['help.invalid_path'] });
    const unknown = await superuser.request('PUT', '/api/help/relations/', { body: { path: '/category/', article_id: 999999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'help.article_not_found', fields: { article_id: ['help.article_not_found'] } });

    const saved = await superuser.request('PUT', '/api/help/relations/', { body: { path: '/category/', article_id: imports.id } });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as unknown[]).map((entry) => helpRelationSchema.parse(entry))).toContainEqual({ path: '/category/', article_id: imports.id, chosen_by_superuser: true });
    // Every company's help bar follows: the articles are the platform's.
    expect((await relations(reader))['/category/']).toBe(imports.id);

    // A new release seeds its relations again: the superuser's choice stays, the others are refreshed.
    await testApp.db.query("UPDATE help_sidebar_relations SET article_id = $1 WHERE path = '/price/'", [imports.id]);
    await seedReferenceData(testApp.db);
    const afterRelease = await relations(reader);
    expect(afterRelease['/category/']).toBe(imports.id);
    expect(afterRelease['/price/']).not.toBe(imports.id);

    // Unlinked: the page falls back to the nearest path above it.
    await superuser.request('PUT', '/api/help/relations/', { body: { path: '/category/', article_id: null } });
    expect(Object.keys(await relations(reader))).not.toContain('/category/');
    await seedReferenceData(testApp.db);
    expect(Object.keys(await relations(reader))).not.toContain('/category/');
  });
});
