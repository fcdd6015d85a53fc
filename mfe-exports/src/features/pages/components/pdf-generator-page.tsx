import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** pdfGenerator: its real frame now; the content arrives with its own issue. */
export function PdfGeneratorPage() {
  const { t } = useTranslation('exports');
  return (
    <PlannedPage
      title={t('pages.pdfGenerator.title')}
      breadcrumb={[t('area'), t('pages.pdfGenerator.title')]}
      description={t('pages.pdfGenerator.description')}
    />
  );
}
