import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@pimento/shared-kit/ui/antd-core';

export type StaleVersionAlertProps = {
  /** What was changed meanwhile, said for this kind of item. */
  description: string;
  /** Reloads the item (or closes the editor so it reopens fresh). */
  onReload: () => void;
  'data-testid'?: string;
};

/** Someone saved the item since it was opened (409 `conflict.stale_version`): nothing was written. */
export function StaleVersionAlert({ description, onReload, 'data-testid': testId }: StaleVersionAlertProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('conflict.title')}
      description={description}
      data-testid={testId}
      action={
        <Button size="small" onClick={onReload}>
          {t('conflict.reload')}
        </Button>
      }
    />
  );
}
