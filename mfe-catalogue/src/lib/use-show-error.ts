import { useCallback } from 'react';
import { App } from '@pimento/shared-kit/ui/antd-core';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { useInterfaceLanguage } from './interface-language';

/** Shows a failed call as an error message, translated from its code (spec §8). */
export function useShowError(): (error: unknown) => void {
  const { message } = App.useApp();
  const language = useInterfaceLanguage();
  return useCallback((error: unknown) => void message.error(translateError(error, language)), [message, language]);
}
