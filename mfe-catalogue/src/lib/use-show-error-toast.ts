import { useCallback } from 'react';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { toast } from '@pimento/shared-kit/toasts/toast';
import { useInterfaceLanguage } from './interface-language';

/**
 * Shows a failed call as an error toast, translated from its code (spec §8): for the product
 * listing, which renders outside antd's providers (`useShowError` needs antd's `App`).
 */
export function useShowErrorToast(): (error: unknown) => void {
  const language = useInterfaceLanguage();
  return useCallback((error: unknown) => void toast.error(translateError(error, language)), [language]);
}
