import { useTranslation } from 'react-i18next';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';

/** The interface language's locale for numbers and dates. */
export function useLocale(): string {
  const { i18n } = useTranslation('imports');
  return toLanguage(i18n.language) === 'fr' ? 'fr-FR' : 'en-GB';
}
