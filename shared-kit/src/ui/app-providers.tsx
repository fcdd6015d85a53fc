import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, antdEnUsModule as enModule, antdFrFrModule as frModule } from '@pimento/shared-kit/ui/antd-core';
import type { AntdLocale as Locale } from '@pimento/shared-kit/ui/antd-core';
import { useTranslation } from 'react-i18next';
import { BaseProviders } from '@pimento/shared-kit/ui/base-providers';
import { pimentoTheme } from '@pimento/shared-kit/ui/theme';

/** antd ships its locales as CommonJS: take `default` when the bundler wraps it. */
const unwrap = (module: unknown): Locale => ((module as { default?: Locale }).default ?? module) as Locale;
const enUS = unwrap(enModule);
const frFR = unwrap(frModule);

/** The antd theme, locale and `App` (message, notification, modal) of the suite, inside `BaseProviders`. */
export function AntdProviders({ children }: { children: ReactNode }) {
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
    <BaseProviders>
      <AntdProviders>{children}</AntdProviders>
    </BaseProviders>
  );
}
