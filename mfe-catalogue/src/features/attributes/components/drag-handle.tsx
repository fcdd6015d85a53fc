import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

export type DragHandleProps = {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
};

/** The grip a row is dragged by (keyboard: space to lift, arrows to move, space to drop). */
export function DragHandle({ label, attributes, listeners }: DragHandleProps) {
  return (
    <button
      type="button"
      {...attributes}
      {...listeners}
      aria-label={label}
      style={{ cursor: 'grab', border: 0, background: 'transparent', color: 'rgba(0,0,0,0.35)', padding: '2px 4px', fontSize: 16, lineHeight: 1, touchAction: 'none' }}
    >
      ⠿
    </button>
  );
}
