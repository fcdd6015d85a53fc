import type { Queryable } from '../../db/database.ts';

export type HelpArticleRow = {
  id: number;
  slug: string;
  title_fr: string;
  title_en: string | null;
  content_fr: string;
  content_en: string | null;
  attachments: { name: string; url: string }[];
};

export async function findHelpArticle(db: Queryable, id: number): Promise<HelpArticleRow | null> {
  const rows = await db.query<HelpArticleRow>(
    'SELECT id, slug, title_fr, title_en, content_fr, content_en, attachments FROM help_articles WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** The paths whose help bar shows an article. */
export async function listSidebarRelations(db: Queryable): Promise<{ path: string; article_id: number }[]> {
  return db.query<{ path: string; article_id: number }>('SELECT path, article_id FROM help_sidebar_relations WHERE article_id IS NOT NULL ORDER BY path');
}

/** Every article, in the release's order (a few dozen platform-wide rows: the search filters them in memory). */
export async function listHelpArticles(db: Queryable): Promise<HelpArticleRow[]> {
  return db.query<HelpArticleRow>('SELECT id, slug, title_fr, title_en, content_fr, content_en, attachments FROM help_articles ORDER BY position, id');
}

export type HelpRelationRow = { path: string; article_id: number | null; chosen_by_superuser: boolean };

export async function listHelpRelations(db: Queryable): Promise<HelpRelationRow[]> {
  return db.query<HelpRelationRow>('SELECT path, article_id, chosen_by_superuser FROM help_sidebar_relations ORDER BY path');
}

/** A superuser's choice for a path: kept over what later releases seed. */
export async function chooseHelpRelation(db: Queryable, path: string, articleId: number | null): Promise<void> {
  await db.query(
    `INSERT INTO help_sidebar_relations (path, article_id, chosen_by_superuser) VALUES ($1, $2, true)
     ON CONFLICT (path) DO UPDATE SET article_id = excluded.article_id, chosen_by_superuser = true`,
    [path, articleId],
  );
}

/** Seeding: inserts or refreshes an article by its slug at its place in the list, returns its id. */
export async function upsertHelpArticle(db: Queryable, article: Omit<HelpArticleRow, 'id'>, position: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO help_articles (slug, title_fr, title_en, content_fr, content_en, attachments, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (slug) DO UPDATE SET title_fr = excluded.title_fr, title_en = excluded.title_en,
       content_fr = excluded.content_fr, content_en = excluded.content_en, attachments = excluded.attachments,
       position = excluded.position, updated_at = now()
     RETURNING id`,
    [article.slug, article.title_fr, article.title_en, article.content_fr, article.content_en, JSON.stringify(article.attachments), position],
  );
  return row!.id;
}

/** Seeding: a release's relation, unless a superuser chose another for that path. */
export async function upsertSidebarRelation(db: Queryable, path: string, articleId: number): Promise<void> {
  await db.query(
    `INSERT INTO help_sidebar_relations (path, article_id) VALUES ($1, $2)
     ON CONFLICT (path) DO UPDATE SET article_id = excluded.article_id WHERE NOT help_sidebar_relations.chosen_by_superuser`,
    [path, articleId],
  );
}
