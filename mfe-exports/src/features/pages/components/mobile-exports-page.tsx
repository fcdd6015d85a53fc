import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** `/mobile/exports/`: the exports list of the mobile router. */
export function MobileExportsPage() {
  const { t } = useTranslation('shell');
  return <PlannedPage title={t('mobile.exports')} breadcrumb={[t('mobile.exports')]} description={t('mobile.exportsEmpty')} />;
}
