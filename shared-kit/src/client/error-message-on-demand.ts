import { useEffect, useState } from 'react';
import { i18n, type Language } from '@pimento/shared-kit/i18n/i18n';

/**
 * The message of a failed call in `language`. The error messages (52 KB in two languages) are not
 * part of the first screen: they load here, at the first error said. Should they fail to load too
 * (the server is gone), the first screen's own "the server didn't respond" is said.
 */
export function loadErrorMessage(error: unknown, language: Language): Promise<string> {
  return import('@pimento/shared-kit/client/translate-error').then(
    ({ translateError }) => translateError(error, language),
    () => i18n.t('errors.network-error', { ns: 'common', lng: language }),
  );
}

/**
 * `loadErrorMessage` for a screen that says a refusal in place: null while there is no error (and
 * while its message loads), then the message. A screen that may show an error must not import the
 * messages itself, or the first screen loads them.
 */
export function useErrorMessage(error: unknown, language: Language): string | null {
  const [said, setSaid] = useState<{ error: unknown; language: Language; message: string } | null>(null);
  useEffect(() => {
    if (error === null || error === undefined) return;
    let current = true;
    void loadErrorMessage(error, language).then((message) => current && setSaid({ error, language, message }));
    return () => {
      current = false;
    };
  }, [error, language]);
  return said !== null && said.error === error && said.language === language ? said.message : null;
}
