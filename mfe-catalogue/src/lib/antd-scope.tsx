import { lazy, Suspense, type ReactNode } from 'react';

/** antd's theme, locale and `App` (message, modal): fetched with the first antd part shown. */
const AntdProviders = lazy(() => import('@pimento/shared-kit/ui/app-providers').then((module) => ({ default: module.AntdProviders })));

/**
 * Around every antd part of the catalogue (screens other than the listing, dialogs, the filter
 * editor): the remote's root has no antd providers, so that the product listing's first render
 * loads no antd (issue 3). Nothing shows until antd's providers have loaded.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}
