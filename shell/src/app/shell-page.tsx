import type { ShellPage } from '../features/routing/route-table';
import { LoginPage } from '../features/auth/components/login-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { ConfirmEmailPage } from '../features/auth/components/confirm-email-page';
import { MicrosoftCallbackPage } from '../features/auth/components/microsoft-callback-page';
import { DownloadPage } from '../features/auth/components/download-page';

/** The screens the shell itself owns (public routes). */
export function ShellPageView({ page, params }: { page: ShellPage; params: Record<string, string | undefined> }) {
  switch (page) {
    case 'login':
      return <LoginPage />;
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
