import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** singleProductMatrix: its real frame now; the content arrives with its own issue. */
export function SingleProductMatrixPage() {
  const { t } = useTranslation('exports');
  const { id } = useParams();
  return (
    <PlannedPage
      title={t('pages.singleProductMatrix.title')}
      breadcrumb={[t('area'), t('pages.singleProductMatrix.title')]}
      description={t('pages.singleProductMatrix.description', { id })}
    />
  );
}
