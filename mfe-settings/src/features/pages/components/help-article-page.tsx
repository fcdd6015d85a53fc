import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** helpArticle: its real frame now; the content arrives with its own issue. */
export function HelpArticlePage() {
  const { t } = useTranslation('settings');
  const { id } = useParams();
  return (
    <PlannedPage
      title={t('pages.helpArticle.title')}
      breadcrumb={[t('area'), t('pages.helpArticle.title')]}
      description={t('pages.helpArticle.description', { id })}
    />
  );
}
