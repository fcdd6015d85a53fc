import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '@pimento/shared-kit/i18n/i18n';

/** The interface language (en or fr) the remote renders in. */
export function useInterfaceLanguage(): Language {
  const { i18n } = useTranslation('assets');
  return toLanguage(i18n.language);
}
