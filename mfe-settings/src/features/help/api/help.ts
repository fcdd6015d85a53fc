import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { helpApi, type HelpRelationChange } from '@pimento/shared-kit/contracts/help';
import { shellQueryKeys } from '@pimento/shared-kit/query/shell-keys';

export const helpKeys = {
  articles: (search: string) => ['help', 'articles', search] as const,
  article: (id: number) => ['help', 'article', id] as const,
  relations: ['help', 'relations'] as const,
};

/** The articles holding every word of `search` (all of them when it is empty), in the reader's language. */
export function useHelpArticles(search: string) {
  return useQuery({
    queryKey: helpKeys.articles(search),
    queryFn: ({ signal }) => apiClient.call(helpApi.articles, { query: search === '' ? {} : { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHelpArticle(id: number) {
  return useQuery({ queryKey: helpKeys.article(id), queryFn: () => apiClient.call(helpApi.article, { params: { id } }), retry: false });
}

/** Superusers only: every page's link, who chose it. */
export function useHelpRelations(enabled: boolean) {
  return useQuery({ queryKey: helpKeys.relations, queryFn: () => apiClient.call(helpApi.relations), enabled });
}

export function useSetHelpRelation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpRelationChange) => apiClient.call(helpApi.setRelation, { body }),
    onSuccess: (relations) => {
      queryClient.setQueryData(helpKeys.relations, relations);
      // The shell's help bar follows at once.
      void queryClient.invalidateQueries({ queryKey: shellQueryKeys.helpSidebarRelations });
    },
  });
}
