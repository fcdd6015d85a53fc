import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** computedAttributes: its real frame now; the content arrives with its own issue. */
export function ComputedAttributesPage() {
  const { t } = useTranslation('catalogue');
  return (
    <PlannedPage
      title={t('pages.computedAttributes.title')}
      breadcrumb={[t('area'), t('pages.computedAttributes.title')]}
      description={t('pages.computedAttributes.description')}
    />
  );
}
