import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** A path the shell sent here that this remote does not know. */
export function NotFoundPage() {
  const { t } = useTranslation('exports');
  return <PlannedPage title={t('pages.notFound.title')} breadcrumb={[t('area')]} description={t('pages.notFound.description')} />;
}
