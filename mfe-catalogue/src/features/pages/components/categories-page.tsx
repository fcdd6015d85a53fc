import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** categories: its real frame now; the content arrives with its own issue. */
export function CategoriesPage() {
  const { t } = useTranslation('catalogue');
  return (
    <PlannedPage
      title={t('pages.categories.title')}
      breadcrumb={[t('area'), t('pages.categories.title')]}
      description={t('pages.categories.description')}
    />
  );
}
