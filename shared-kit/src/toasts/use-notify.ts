import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { toast } from '@pimento/shared-kit/toasts/toast';
import { showErrorToast } from '@pimento/shared-kit/toasts/error-toast';

export type Notify = {
  /** A failed call as an error toast, translated from its error code (spec §8) into the interface language. */
  error: (error: unknown) => void;
  /** A done action (already translated by the caller). */
  success: (title: string, message?: string) => void;
  info: (title: string, message?: string) => void;
  warning: (title: string, message?: string) => void;
};

/**
 * The one way a screen tells the user how an action went: the shell's toasts (bottom right, spec
 * §3 and §9), the same in the shell and in every remote, with or without antd's providers.
 * Outside React (a plain function), use `toast` from `toasts/toast` directly.
 */
export function useNotify(): Notify {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useMemo(
    () => ({
      error: (error: unknown) => void showErrorToast(error, language),
      success: (title: string, message?: string) => void toast.success(title, message),
      info: (title: string, message?: string) => void toast.info(title, message),
      warning: (title: string, message?: string) => void toast.warning(title, message),
    }),
    [language],
  );
}
