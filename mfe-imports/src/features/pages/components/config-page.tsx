import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** config: its real frame now; the content arrives with its own issue. */
export function ConfigPage() {
  const { t } = useTranslation('imports');
  const { id } = useParams();
  return (
    <PlannedPage
      title={t('pages.config.title')}
      breadcrumb={[t('area'), t('pages.config.title')]}
      description={t('pages.config.description', { id })}
    />
  );
}
