import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { currentUserApi } from '@pimento/shared-kit/contracts/current-user';
import { changeLanguage, type Language } from '@pimento/shared-kit/i18n/i18n';

/** Switches the interface language: cookie and i18n at once, then saved on the user (best effort). */
export function useUpdateLanguage() {
  return useMutation({
    mutationFn: async ({ language, saveOnUser }: { language: Language; saveOnUser: boolean }) => {
      await changeLanguage(language);
      if (saveOnUser) await apiClient.call(currentUserApi.update, { body: { language_code: language } }).catch(() => undefined);
    },
  });
}
