import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** fabdis3: its real frame now; the content arrives with its own issue. */
export function Fabdis3Page() {
  const { t } = useTranslation('exports');
  const { id } = useParams();
  return (
    <PlannedPage
      title={t('pages.fabdis3.title')}
      breadcrumb={[t('area'), t('pages.fabdis3.title')]}
      description={t('pages.fabdis3.description', { id })}
    />
  );
}
