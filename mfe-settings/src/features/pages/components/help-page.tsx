import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** help: its real frame now; the content arrives with its own issue. */
export function HelpPage() {
  const { t } = useTranslation('settings');
  return (
    <PlannedPage
      title={t('pages.help.title')}
      breadcrumb={[t('area'), t('pages.help.title')]}
      description={t('pages.help.description')}
    />
  );
}
