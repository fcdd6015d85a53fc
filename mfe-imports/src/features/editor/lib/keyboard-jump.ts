import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const directions: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/**
 * Keyboard dragging that jumps from drop target to drop target (a pill, the new-pill zone) in the
 * arrow's direction, instead of dnd-kit's default 25 px steps: a column reaches a pill in one or
 * two key presses.
 */
export const jumpToDropTarget: KeyboardCoordinateGetter = (event, { context: { collisionRect, droppableRects, droppableContainers } }) => {
  const direction = directions[event.code];
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const center = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  let best: { score: number; x: number; y: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const along = (x - center.x) * direction[0] + (y - center.y) * direction[1];
    if (along <= 1) continue;
    const across = Math.abs((x - center.x) * direction[1]) + Math.abs((y - center.y) * direction[0]);
    const score = along + across * 2;
    if (!best || score < best.score) best = { score, x, y };
  }
  if (!best) return undefined;
  return { x: best.x - collisionRect.width / 2, y: best.y - collisionRect.height / 2 };
};
