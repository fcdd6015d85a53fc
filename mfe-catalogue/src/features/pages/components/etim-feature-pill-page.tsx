import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** etimFeaturePill: its real frame now; the content arrives with its own issue. */
export function EtimFeaturePillPage() {
  const { t } = useTranslation('catalogue');
  return (
    <PlannedPage
      title={t('pages.etimFeaturePill.title')}
      breadcrumb={[t('area'), t('pages.etimFeaturePill.title')]}
      description={t('pages.etimFeaturePill.description')}
    />
  );
}
