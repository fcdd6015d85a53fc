import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, antdEnUsModule as enModule, antdFrFrModule as frModule } from '@pimento/shared-kit/ui/antd-core';
import type { AntdLocale as Locale } from '@pimento/shared-kit/ui/antd-core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { pimentoTheme } from '@pimento/shared-kit/ui/theme';

/** antd ships its locales as CommonJS: take `default` when the bundler wraps it. */
const unwrap = (module: unknown): Locale => ((module as { default?: Locale }).default ?? module) as Locale;
const enUS = unwrap(enModule);
const frFR = unwrap(frModule);

function ThemedApp({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return (
    <ConfigProvider theme={pimentoTheme} locale={instance.language === 'fr' ? frFR : enUS}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Every provider a Pimento React root needs: the shared i18n, QueryClient and antd theme. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedApp>{children}</ThemedApp>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
