import { i18n, type Language } from '@pimento/shared-kit/i18n/i18n';
import { toast } from '@pimento/shared-kit/toasts/toast';

/**
 * A failed call as an error toast in `language`. The error messages (52 KB in two languages) are
 * not part of the first screen: they load at the first error shown, and the toast waits for them,
 * so it is never shown untranslated. Should they fail to load too (the server is gone), the
 * first screen's own "the server didn't respond" is shown.
 */
export async function showErrorToast(error: unknown, language: Language): Promise<void> {
  const message = await import('@pimento/shared-kit/client/translate-error').then(
    ({ translateError }) => translateError(error, language),
    () => i18n.t('errors.network-error', { ns: 'common', lng: language }),
  );
  toast.error(message);
}
