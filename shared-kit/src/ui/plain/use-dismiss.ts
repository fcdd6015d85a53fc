import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (popover, menu, list) on Escape and on a press outside `within` (the trigger and the
 * popup both inside it), while `open`. Listeners exist only while it is open.
 */
export function useDismiss(open: boolean, within: RefObject<HTMLElement | null>, onDismiss: () => void): void {
  useEffect(() => {
    if (!open) return;
    const handlePointer = (event: PointerEvent) => {
      const root = within.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) onDismiss();
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('pointerdown', handlePointer, true);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer, true);
      document.removeEventListener('keydown', handleKey);
    };
  }, [open, within, onDismiss]);
}
