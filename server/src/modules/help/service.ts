import type { HelpArticle, HelpArticleSummary, HelpRelation, HelpRelationChange, HelpSidebarRelations } from '@pimento/shared-kit/contracts/help';
import { articleText } from '@pimento/shared-kit/help/article-blocks';
import type { Queryable } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { assertSuperuser } from '../rights/authorization.ts';
import { findUser } from '../users/repository.ts';
import type { HelpArticleRow } from './repository.ts';
import { chooseHelpRelation, findHelpArticle, listHelpArticles, listHelpRelations, listSidebarRelations } from './repository.ts';

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

/** The user's stored language (not the token's: a change in the profile applies at once). */
async function readerLanguage(tx: Queryable, principal: SessionPrincipal): Promise<'en' | 'fr'> {
  return (await findUser(tx, principal.userId))?.language ?? principal.language;
}

/** The article in the reader's language. */
export async function helpArticle(tx: Queryable, principal: SessionPrincipal, id: number): Promise<HelpArticle> {
  const language = await readerLanguage(tx, principal);
  const article = await findHelpArticle(tx, id);
  if (article === null) throw notFound('help.article_not_found');
  return localiseArticle(article, language);
}

export async function sidebarRelations(tx: Queryable): Promise<HelpSidebarRelations> {
  return Object.fromEntries((await listSidebarRelations(tx)).map((relation) => [relation.path, relation.article_id]));
}

/** Compared without case nor accents: "reglages" finds "Réglages". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const excerptLength = 180;

/** The passage around `at` (a character index of `text`), cut at word boundaries. */
function passage(text: string, at: number): string {
  const flat = text.replace(/\s+/g, ' ');
  const start = at <= excerptLength / 3 ? 0 : flat.lastIndexOf(' ', at - excerptLength / 3) + 1;
  const end = start + excerptLength >= flat.length ? flat.length : flat.lastIndexOf(' ', start + excerptLength);
  return `${start > 0 ? '… ' : ''}${flat.slice(start, end)}${end < flat.length ? ' …' : ''}`;
}

/**
 * The help centre's list: every article, or those whose title or text holds every word searched
 * (titles first), each with the passage around the first word found.
 */
export async function helpArticles(tx: Queryable, principal: SessionPrincipal, search: string | undefined): Promise<HelpArticleSummary[]> {
  const language = await readerLanguage(tx, principal);
  const words = folded(search ?? '').split(/\s+/).filter((word) => word !== '');
  const found: { summary: HelpArticleSummary; inTitle: boolean }[] = [];
  for (const row of await listHelpArticles(tx)) {
    const article = localiseArticle(row, language);
    const haystack = folded(`${article.title}\n${articleText(article.content)}`);
    if (!words.every((word) => haystack.includes(word))) continue;
    // The passage comes from the running text (a heading is no sentence); from its start when the word is only in a title.
    const body = articleText(article.content, { headings: false }).replace(/\s+/g, ' ');
    const inBody = words.length === 0 ? -1 : folded(body).indexOf(words[0]!);
    found.push({
      summary: { id: article.id, title: article.title, excerpt: passage(body, Math.max(inBody, 0)), language: article.language },
      inTitle: words.length > 0 && words.every((word) => folded(article.title).includes(word)),
    });
  }
  return found.sort((a, b) => Number(b.inTitle) - Number(a.inTitle)).map((entry) => entry.summary);
}

export async function helpRelations(tx: Queryable, principal: SessionPrincipal): Promise<HelpRelation[]> {
  assertSuperuser(principal);
  return listHelpRelations(tx);
}

/** A superuser links a path's help bar to an article, or to none; the answer is every relation. */
export async function setHelpRelation(tx: Queryable, principal: SessionPrincipal, change: HelpRelationChange): Promise<HelpRelation[]> {
  assertSuperuser(principal);
  if (change.article_id !== null && (await findHelpArticle(tx, change.article_id)) === null) {
    throw new AppError(404, 'help.article_not_found', { fields: { article_id: ['help.article_not_found'] } });
  }
  await chooseHelpRelation(tx, change.path, change.article_id);
  return listHelpRelations(tx);
}
