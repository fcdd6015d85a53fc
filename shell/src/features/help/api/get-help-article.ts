import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { helpApi } from '@pimento/shared-kit/contracts/help';
import type { Language } from '@pimento/shared-kit/i18n/i18n';
import { helpKeys } from './query-keys';

export type HelpArticle = { id: string; title: string; content: string; attachments: { name: string; url: string }[] };

type Localised = { fr?: string; en?: string } | string | undefined;

/** Spec §1: help text follows the user's language — French by default unless English exists. */
export function pickLocalised(value: Localised, flat: { fr?: unknown; en?: unknown }, language: Language): string {
  const fr = typeof value === 'object' ? value.fr : typeof flat.fr === 'string' ? flat.fr : typeof value === 'string' ? value : undefined;
  const en = typeof value === 'object' ? value.en : typeof flat.en === 'string' ? flat.en : undefined;
  if (language === 'en' && en) return en;
  return fr ?? en ?? '';
}

export function toHelpArticle(body: unknown, language: Language): HelpArticle {
  const record = (body ?? {}) as Record<string, unknown>;
  const attachments = Array.isArray(record.attachments)
    ? record.attachments.flatMap((item) => {
        const attachment = item as { name?: unknown; url?: unknown };
        return typeof attachment.name === 'string' && typeof attachment.url === 'string' ? [{ name: attachment.name, url: attachment.url }] : [];
      })
    : [];
  return {
    id: String(record.id ?? ''),
    title: pickLocalised(record.title as Localised, { fr: record.title_fr, en: record.title_en }, language),
    content: pickLocalised(record.content as Localised, { fr: record.content_fr, en: record.content_en }, language),
    attachments,
  };
}

export const helpArticleQuery = (articleId: string, language: Language) =>
  queryOptions({
    queryKey: helpKeys.article(articleId, language),
    queryFn: async () =>
      toHelpArticle(await apiClient.call(helpApi.article, { params: { id: Number(articleId) }, query: { fromSideBar: '1' } }), language),
  });

export function useHelpArticle(articleId: string | null, language: Language) {
  return useQuery({ ...helpArticleQuery(articleId ?? '', language), enabled: articleId !== null });
}
