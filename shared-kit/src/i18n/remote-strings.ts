import { i18n, supportedLanguages } from '@pimento/shared-kit/i18n/i18n';

/** Strings in another language: the same keys as the English ones, each a string. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** A remote's strings: English, and French with exactly the same keys (checked by the compiler). */
export type RemoteStrings<T> = { en: T; fr: SameKeys<T> };

/**
 * A remote's own strings, in its own file (`src/i18n/strings.ts`) and its own i18next namespace:
 * added to the page's one i18n instance when the module loads, so they travel with the remote and
 * the shell's first screen carries none of them. Read them with `useTranslation('<namespace>')`.
 */
export function defineRemoteStrings<T extends object>(namespace: string, strings: RemoteStrings<T>): RemoteStrings<T> {
  for (const language of supportedLanguages) i18n.addResourceBundle(language, namespace, strings[language], true, true);
  return strings;
}
