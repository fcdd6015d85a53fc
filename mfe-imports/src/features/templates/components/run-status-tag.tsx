import { useTranslation } from 'react-i18next';
import { Tag } from '@pimento/shared-kit/ui/antd-frame';
import type { ImportRunStatus } from '@pimento/shared-kit/contracts/imports';

const colours: Record<ImportRunStatus, string | undefined> = {
  pending: undefined,
  processing: 'processing',
  verifying: 'processing',
  ready: 'processing',
  completed: 'success',
  completed_with_errors: 'warning',
  interrupted: 'warning',
  error: 'error',
  cancelled: undefined,
};

/** A run's state (spec §4) as a tag: colour from the theme (tokens), text in the interface language. */
export function RunStatusTag({ status }: { status: ImportRunStatus }) {
  const { t } = useTranslation('imports');
  return (
    <Tag color={colours[status]} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}
