import type { HelpArticle, HelpSidebarRelations } from '@pimento/shared-kit/contracts/help';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { findUser } from '../users/repository.ts';
import type { HelpArticleRow } from './repository.ts';
import { findHelpArticle, listSidebarRelations } from './repository.ts';

/** Spec §1: help text follows the user's language code — French by default unless English exists. */
export function localiseArticle(article: HelpArticleRow, language: 'en' | 'fr'): HelpArticle {
  const english = language === 'en' && article.title_en !== null && article.content_en !== null;
  return {
    id: article.id,
    title: english ? article.title_en! : article.title_fr,
    content: english ? article.content_en! : article.content_fr,
    language: english ? 'en' : 'fr',
    title_en: article.title_en,
    title_fr: article.title_fr,
    content_en: article.content_en,
    content_fr: article.content_fr,
    attachments: article.attachments,
  };
}

/** The article in the user's stored language (not the token's: a change in the profile applies at once). */
export async function helpArticle(tx: Queryable, principal: SessionPrincipal, id: number): Promise<HelpArticle> {
  const language = (await findUser(tx, principal.userId))?.language ?? principal.language;
  const article = await findHelpArticle(tx, id);
  if (article === null) throw notFound('help.article_not_found');
  return localiseArticle(article, language);
}

export async function sidebarRelations(tx: Queryable): Promise<HelpSidebarRelations> {
  return Object.fromEntries((await listSidebarRelations(tx)).map((relation) => [relation.path, relation.article_id]));
}
