import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** gallery: its real frame now; the content arrives with its own issue. */
export function GalleryPage() {
  const { t } = useTranslation('assets');
  return (
    <PlannedPage
      title={t('pages.gallery.title')}
      breadcrumb={[t('area'), t('pages.gallery.title')]}
      description={t('pages.gallery.description')}
    />
  );
}
