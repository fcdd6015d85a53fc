import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@pimento/shared-kit/ui/antd-core';
import { AppProviders } from '@pimento/shared-kit/ui/app-providers';

/** `info`: a message with one button, for an action that cannot be done now (the answer is always false). */
export type ConfirmDialogOptions = { title: string; content?: string; okText: string; cancelText: string; danger: boolean; kind?: 'confirm' | 'info' };

/** Opens antd's confirmation modal once mounted, under the suite's providers (theme, locale). */
function ConfirmModal({ options, onClose }: { options: ConfirmDialogOptions; onClose: (confirmed: boolean) => void }) {
  const { modal } = App.useApp();
  useEffect(() => {
    if (options.kind === 'info') {
      modal.info({ title: options.title, content: options.content, okText: options.okText, onOk: () => onClose(false) });
      return;
    }
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText,
      cancelText: options.cancelText,
      okButtonProps: { danger: options.danger },
      onOk: () => onClose(true),
      onCancel: () => onClose(false),
    });
  }, [modal, options, onClose]);
  return null;
}

/**
 * The confirmation dialog in a root of its own, so any page can ask for one without antd's
 * providers around it (the signed-in frame renders none, to keep antd off the first screen). Resolves true when confirmed.
 */
export function openConfirmDialog(options: ConfirmDialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    // What had the focus before: it gets it back when the dialog closes, unless the answer moved it elsewhere.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const close = (confirmed: boolean) => {
      resolve(confirmed);
      // Leave antd its closing animation before the root goes.
      window.setTimeout(() => {
        root.unmount();
        host.remove();
        const focusLost = !document.activeElement || document.activeElement === document.body;
        if (focusLost && opener?.isConnected) opener.focus();
      }, 400);
    };
    root.render(
      <AppProviders>
        <ConfirmModal options={options} onClose={close} />
      </AppProviders>,
    );
  });
}
