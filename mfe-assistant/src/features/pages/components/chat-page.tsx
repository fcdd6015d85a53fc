import { useTranslation } from 'react-i18next';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** chat: its real frame now; the content arrives with its own issue. */
export function ChatPage() {
  const { t } = useTranslation('assistant');
  return (
    <PlannedPage
      title={t('pages.chat.title')}
      breadcrumb={[t('area'), t('pages.chat.title')]}
      description={t('pages.chat.description')}
    />
  );
}
