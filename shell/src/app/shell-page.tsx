import { lazy, Suspense } from 'react';
import type { ShellPage } from '../features/routing/route-table';
import { LoginPage } from '../features/auth/components/login-page';

// The login screen is part of the shell's start (plain HTML and CSS, no antd); the rarer public
// screens use antd forms and results, so they load after the start, with antd.
const PublicPage = lazy(() => import(/* webpackChunkName: "public-pages" */ './public-pages').then((module) => ({ default: module.PublicPage })));

/** The screens the shell itself owns (public routes). */
export function ShellPageView({ page, params }: { page: ShellPage; params: Record<string, string | undefined> }) {
  if (page === 'login') return <LoginPage />;
  return (
    <Suspense fallback={null}>
      <PublicPage page={page} params={params} />
    </Suspense>
  );
}
