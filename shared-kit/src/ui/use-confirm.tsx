import { useCallback } from 'react';
import { App } from '@pimento/shared-kit/ui/antd-core';
import { useTranslation } from 'react-i18next';

export type ConfirmOptions = { title?: string; content?: string; okText?: string; danger?: boolean };

/** The confirmation dialog of the suite: resolves true when the user confirms. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { modal } = App.useApp();
  const { t } = useTranslation('common');
  return useCallback(
    (options) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: options.title ?? t('confirm.title'),
          content: options.content,
          okText: options.okText ?? t('confirm.ok'),
          cancelText: t('confirm.cancel'),
          okButtonProps: { danger: options.danger },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
