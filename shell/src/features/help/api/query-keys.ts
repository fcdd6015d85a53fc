import type { Language } from '@pimento/shared-kit/i18n/i18n';
import { shellQueryKeys } from '@pimento/shared-kit/query/shell-keys';

/** React-query keys of the help bar and its articles. */
export const helpKeys = {
  sidebarRelations: shellQueryKeys.helpSidebarRelations,
  article: (articleId: string, language: Language) => ['session', 'help', 'article', articleId, language] as const,
};
