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

export async function listSidebarRelations(db: Queryable): Promise<{ path: string; article_id: number }[]> {
  return db.query<{ path: string; article_id: number }>('SELECT path, article_id FROM help_sidebar_relations ORDER BY path');
}

/** Seeding: inserts or refreshes an article by its slug, returns its id. */
export async function upsertHelpArticle(db: Queryable, article: Omit<HelpArticleRow, 'id'>): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO help_articles (slug, title_fr, title_en, content_fr, content_en, attachments)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (slug) DO UPDATE SET title_fr = excluded.title_fr, title_en = excluded.title_en,
       content_fr = excluded.content_fr, content_en = excluded.content_en, attachments = excluded.attachments,
       updated_at = now()
     RETURNING id`,
    [article.slug, article.title_fr, article.title_en, article.content_fr, article.content_en, JSON.stringify(article.attachments)],
  );
  return row!.id;
}

export async function upsertSidebarRelation(db: Queryable, path: string, articleId: number): Promise<void> {
  await db.query(
    'INSERT INTO help_sidebar_relations (path, article_id) VALUES ($1, $2) ON CONFLICT (path) DO UPDATE SET article_id = excluded.article_id',
    [path, articleId],
  );
}
