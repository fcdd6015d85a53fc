import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** A toast (spec §3): id, title, message, type, duration, custom. */
export type Toast = {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before it leaves; 0 keeps it until closed. */
  duration: number;
  /** True when the caller chose the duration. */
  custom: boolean;
};

export type ToastInput = { type: ToastType; title: string; message?: string; duration?: number };

/** Spec §9: toasts stay 3000 ms unless told otherwise. */
export const defaultToastDuration = 3000;
/** At most this many toasts are on screen; the others wait their turn. */
export const maxVisibleToasts = 4;

type ToastState = {
  toasts: Toast[];
  push: (input: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
};

let sequence = 0;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  push: (input) => {
    sequence += 1;
    const id = `toast-${sequence}`;
    const toast: Toast = {
      id,
      type: input.type,
      title: input.title,
      message: input.message,
      duration: input.duration ?? defaultToastDuration,
      custom: input.duration !== undefined,
    };
    set((state) => ({ toasts: [...state.toasts, toast] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

/** The toasts currently on screen: the oldest `maxVisibleToasts` of the queue. */
export function visibleToasts(toasts: readonly Toast[]): Toast[] {
  return toasts.slice(0, maxVisibleToasts);
}
