import { useTranslation } from 'react-i18next';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';

/** The interface language's locale for numbers and dates. */
export function useLocale(): string {
  const { i18n } = useTranslation('imports');
  return toLanguage(i18n.language) === 'fr' ? 'fr-FR' : 'en-GB';
}

/** A size as a person reads it: 812 B, 45.2 KB, 3.1 MB. */
export function formatBytes(bytes: number, locale: string): string {
  const units = locale.startsWith('fr') ? ['o', 'Ko', 'Mo', 'Go'] : ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
