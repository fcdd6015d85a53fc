/** One link between an app route and the help article that explains it (`help/sidebar-relations`). */
export type HelpRelation = { route: string; articleId: string };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : null;

/** Reads `GET /api/help/sidebar-relations/` whether it answers a list of relations or a route → article map. */
export function parseHelpRelations(body: unknown): HelpRelation[] {
  const source = body && typeof body === 'object' && 'relations' in body ? (body as { relations: unknown }).relations : body;
  if (Array.isArray(source)) {
    return source.flatMap((item) => {
      if (!item || typeof item !== 'object') return [];
      const record = item as Record<string, unknown>;
      const route = text(record.route ?? record.path ?? record.page);
      const articleId = text(record.article_id ?? record.articleId ?? record.article);
      return route && articleId ? [{ route, articleId }] : [];
    });
  }
  if (source && typeof source === 'object') {
    return Object.entries(source as Record<string, unknown>).flatMap(([route, id]) => {
      const articleId = text(id);
      return articleId ? [{ route, articleId }] : [];
    });
  }
  return [];
}

const normalise = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The article for a path: the relation with the longest route that prefixes it. */
export function articleForPath(relations: readonly HelpRelation[], pathname: string): string | null {
  const path = normalise(pathname);
  let best: HelpRelation | null = null;
  for (const relation of relations) {
    const route = normalise(relation.route.split('?')[0] ?? relation.route);
    if (path.startsWith(route) && (!best || route.length > normalise(best.route).length)) best = relation;
  }
  return best?.articleId ?? null;
}
