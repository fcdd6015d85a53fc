import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { installLeaveGuard } from '@pimento/shared-kit/remote/unsaved-changes';

/**
 * Before any router listens: every way out of a page with unsaved changes asks first
 * (`@pimento/shared-kit/remote/unsaved-changes`), with the suite's confirmation dialog.
 */
export function guardUnsavedChanges(): void {
  installLeaveGuard(async () => {
    const { openConfirmDialog } = await import('@pimento/shared-kit/ui/confirm-dialog');
    const t = (key: string) => i18n.t(key, { ns: 'common' });
    return openConfirmDialog({ title: t('leave.title'), content: t('leave.content'), okText: t('leave.ok'), cancelText: t('leave.cancel'), danger: true });
  });
}
