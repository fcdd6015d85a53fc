/**
 * A drag begun before the sidebar's drag and drop (dnd-kit) has loaded: the press (pointer, or
 * Space / Enter on an entry's move handle) that asked for it, replayed on the entry once dnd-kit listens, so the
 * drag goes on as if dnd-kit had been there from the start.
 */
export type DragIntent =
  | { kind: 'pointer'; key: string; pointerId: number; pointerType: string; startX: number; startY: number; lastX: number; lastY: number }
  | { kind: 'key'; key: string; code: string };

/** How far a press moves before it is a drag rather than a click (dnd-kit's pointer sensor, `sortable-nav-list.tsx`). */
export const dragActivationDistance = 6;

/** Whether a pointer press has moved far enough to be a drag. */
export function movedToDrag(intent: Extract<DragIntent, { kind: 'pointer' }>): boolean {
  return Math.hypot(intent.lastX - intent.startX, intent.lastY - intent.startY) >= dragActivationDistance;
}

const entryNode = (list: HTMLElement, key: string) => list.querySelector<HTMLElement>(`li[data-entry-key="${CSS.escape(key)}"]`);

/** Dispatches the intent's press on its entry (and, for a pointer, its latest position) for dnd-kit's sensors. */
export function replayDragIntent(list: HTMLElement, intent: DragIntent): void {
  const node = entryNode(list, intent.key);
  if (!node) return;
  if (intent.kind === 'key') {
    const handle = node.querySelector<HTMLElement>('[data-move-entry]');
    if (!handle) return;
    handle.focus();
    handle.dispatchEvent(new KeyboardEvent('keydown', { code: intent.code, key: intent.code === 'Space' ? ' ' : 'Enter', bubbles: true, cancelable: true }));
    return;
  }
  const pointer = { pointerId: intent.pointerId, pointerType: intent.pointerType, isPrimary: true, bubbles: true, cancelable: true };
  node.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, button: 0, buttons: 1, clientX: intent.startX, clientY: intent.startY }));
  if (intent.lastX !== intent.startX || intent.lastY !== intent.startY) {
    node.ownerDocument.dispatchEvent(new PointerEvent('pointermove', { ...pointer, button: -1, buttons: 1, clientX: intent.lastX, clientY: intent.lastY }));
  }
}
