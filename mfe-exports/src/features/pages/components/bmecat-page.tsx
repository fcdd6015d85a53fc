import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** bmecat: its real frame now; the content arrives with its own issue. */
export function BmecatPage() {
  const { t } = useTranslation('exports');
  const { id } = useParams();
  return (
    <PlannedPage
      title={t('pages.bmecat.title')}
      breadcrumb={[t('area'), t('pages.bmecat.title')]}
      description={t('pages.bmecat.description', { id })}
    />
  );
}
