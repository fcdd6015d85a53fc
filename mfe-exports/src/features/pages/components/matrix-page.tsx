import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** matrix: its real frame now; the content arrives with its own issue. */
export function MatrixPage() {
  const { t } = useTranslation('exports');
  const { id } = useParams();
  return (
    <PlannedPage
      title={t('pages.matrix.title')}
      breadcrumb={[t('area'), t('pages.matrix.title')]}
      description={t('pages.matrix.description', { id })}
    />
  );
}
