import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2: the page title follows the route, with the product's default title otherwise. */
export function usePageTitle(titleKey: string | null): void {
  const { t, i18n } = useTranslation('shell');
  useEffect(() => {
    document.title = titleKey ? `${t(`titles.${titleKey}`)} · Pimento` : t('titles.default');
  }, [titleKey, t, i18n.language]);
}
