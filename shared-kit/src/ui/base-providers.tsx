import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { queryClient } from '@pimento/shared-kit/query/query-client';

/**
 * The providers every Pimento React root needs, without antd: the shared i18n and QueryClient.
 * The shell's first screen renders under these alone (no antd in its start); `AppProviders` adds
 * the antd theme for everything else.
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
