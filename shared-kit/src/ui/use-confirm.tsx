import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmOptions = { title?: string; content?: string; okText?: string; danger?: boolean; kind?: 'confirm' | 'info' };

/**
 * The confirmation dialog of the suite: resolves true when the user confirms. antd's dialog loads
 * when one is first asked for (`ui/confirm-dialog`), not with the page that offers it.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { t } = useTranslation('common');
  return useCallback(
    async (options) => {
      const { openConfirmDialog } = await import('@pimento/shared-kit/ui/confirm-dialog');
      return openConfirmDialog({
        title: options.title ?? t('confirm.title'),
        content: options.content,
        okText: options.okText ?? t('confirm.ok'),
        cancelText: t('confirm.cancel'),
        danger: options.danger ?? false,
        kind: options.kind ?? 'confirm',
      });
    },
    [t],
  );
}
