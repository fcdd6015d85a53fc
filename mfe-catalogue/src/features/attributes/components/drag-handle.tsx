import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { palette } from '@pimento/shared-kit/design/tokens';

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
      style={{ cursor: 'grab', border: 0, background: 'transparent', color: palette.iconHandle, padding: '2px 4px', fontSize: 16, lineHeight: 1, touchAction: 'none' }}
    >
      ⠿
    </button>
  );
}
