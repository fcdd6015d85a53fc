import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** pdf: its real frame now; the content arrives with its own issue. */
export function PdfPage() {
  const { t } = useTranslation('exports');
  const { id } = useParams();
  return (
    <PlannedPage
      title={t('pages.pdf.title')}
      breadcrumb={[t('area'), t('pages.pdf.title')]}
      description={t('pages.pdf.description', { id })}
    />
  );
}
