import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PlannedPage } from '@pimento/shared-kit/ui/planned-page';

/** A run of an import template: its dry run, report, launch and rollback (being built). */
export function RunPage() {
  const { t } = useTranslation('imports');
  const { runId } = useParams();
  return <PlannedPage title={t('pages.config.title')} breadcrumb={[t('area')]} description={String(runId)} />;
}
