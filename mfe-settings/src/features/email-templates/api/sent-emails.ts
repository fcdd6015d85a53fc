import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { sentEmailsApi, type SentEmailOutcome } from '@pimento/shared-kit/contracts/sent-emails';

export const sentEmailKeys = { all: ['sent-emails'] as const };
export const sentEmailsPageSize = 20;

export type SentEmailFilters = { templateId?: number; recipient: string; outcome?: SentEmailOutcome };

export function useSentEmails(filters: SentEmailFilters, page: number) {
  return useQuery({
    queryKey: [...sentEmailKeys.all, filters, page],
    queryFn: () =>
      apiClient.call(sentEmailsApi.list, {
        query: {
          ...(filters.templateId === undefined ? {} : { template_id: filters.templateId }),
          ...(filters.recipient === '' ? {} : { recipient: filters.recipient }),
          ...(filters.outcome === undefined ? {} : { outcome: filters.outcome }),
          page,
          page_size: sentEmailsPageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
