import { lazy, Suspense, type ReactNode } from 'react';

/** antd's theme, locale and `App` (message, modal): fetched with the first antd part shown. */
const AntdProviders = lazy(() => import('@pimento/shared-kit/ui/app-providers').then((module) => ({ default: module.AntdProviders })));

/**
 * antd's providers around what it wraps, fetched when it first renders: a remote created with
 * `antd: 'scoped'` puts it around each part that renders antd (screens, dialogs), so that a page
 * rendering none loads no antd at all. Nothing shows until the providers have loaded.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}
