import type { Language } from '@pimento/shared-kit/i18n/i18n';
import { loadErrorMessage } from '@pimento/shared-kit/client/error-message-on-demand';
import { toast } from '@pimento/shared-kit/toasts/toast';

/** A failed call as an error toast in `language`: the toast waits for the messages to load, so it is never shown untranslated. */
export async function showErrorToast(error: unknown, language: Language): Promise<void> {
  toast.error(await loadErrorMessage(error, language));
}
