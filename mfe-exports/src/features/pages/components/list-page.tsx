import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** list: its real frame now; the content arrives with its own issue. */
export function ListPage() {
  const { t } = useTranslation('exports');
  return (
    <PlannedPage
      title={t('pages.list.title')}
      breadcrumb={[t('area'), t('pages.list.title')]}
      description={t('pages.list.description')}
    />
  );
}
