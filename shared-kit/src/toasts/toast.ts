import { useToastStore, type ToastType } from '@pimento/shared-kit/toasts/toast-store';

type Show = (title: string, message?: string, options?: { duration?: number }) => string;

const show =
  (type: ToastType): Show =>
  (title, message, options) =>
    useToastStore.getState().push({ type, title, message, duration: options?.duration });

/** Raises a toast at the bottom right (from anywhere: shell, remote, plain function). */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
