import type { Language } from '@pimento/shared-kit/i18n/i18n';

/** React-query keys of the help bar and its articles. */
export const helpKeys = {
  sidebarRelations: ['session', 'help', 'sidebar-relations'] as const,
  article: (articleId: string, language: Language) => ['session', 'help', 'article', articleId, language] as const,
};
