import { AntdProviders } from '@pimento/shared-kit/ui/app-providers';
import type { ShellPage } from '../features/routing/route-table';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { ConfirmEmailPage } from '../features/auth/components/confirm-email-page';
import { MicrosoftCallbackPage } from '../features/auth/components/microsoft-callback-page';
import { DownloadPage } from '../features/auth/components/download-page';

/** The public screens other than login: antd forms and results, loaded after the shell's start. */
export function PublicPage({ page, params }: { page: Exclude<ShellPage, 'login'>; params: Record<string, string | undefined> }) {
  return <AntdProviders>{screenOf(page, params)}</AntdProviders>;
}

function screenOf(page: Exclude<ShellPage, 'login'>, params: Record<string, string | undefined>) {
  switch (page) {
    case 'forgot-password':
      return <ForgotPasswordPage />;
    case 'reset-password':
      return <ResetPasswordPage uid={params.uid ?? ''} token={params.token ?? ''} />;
    case 'confirm-email':
      return <ConfirmEmailPage token={params.token ?? ''} />;
    case 'microsoft-callback':
      return <MicrosoftCallbackPage />;
    case 'download':
      return <DownloadPage type={params.type ?? ''} id={params.id ?? ''} />;
  }
}
