import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaceNames, resources } from '@pimento/shared-kit/i18n/resources';
import { readCookie, writeCookie } from '@pimento/shared-kit/session/cookies';

export const supportedLanguages = ['en', 'fr'] as const;
export type Language = (typeof supportedLanguages)[number];

export function toLanguage(value: string | null | undefined): Language {
  const short = (value ?? '').slice(0, 2).toLowerCase();
  return short === 'fr' ? 'fr' : 'en';
}

/** The one i18next instance of the page (shared by the shell and every remote). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: toLanguage(readCookie('language')),
  fallbackLng: 'en',
  supportedLngs: [...supportedLanguages],
  ns: namespaceNames,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Switches the interface language and keeps it in the `language` cookie (docs/api.md). */
export async function changeLanguage(language: Language): Promise<void> {
  writeCookie('language', language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
