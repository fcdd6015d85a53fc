import { useEffect, useRef } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { SidebarKey } from '../sidebar-entries';
import type { NavItemProps } from './nav-item-link';
import { SortableNavItem } from './sortable-nav-item';
import { replayDragIntent, type DragIntent } from './drag-intent';

export type SortableNavListProps = {
  items: readonly Omit<NavItemProps, 'wasDragged' | 'onNavigate'>[];
  wasDragged: () => boolean;
  onNavigate?: () => void;
  /** The press that asked for dnd-kit before it had loaded, if any: replayed once mounted. */
  takeIntent: () => DragIntent | null;
  /** Called when a drag starts and ends: the click that ends it must not navigate. */
  markDragged: () => void;
  onMove: (active: SidebarKey, over: SidebarKey) => void;
};

/**
 * The sidebar's entries with dnd-kit's drag and drop (pointer ≥ 6 px, or Space / Enter then the
 * arrows). Loaded on the first intent to drag (`sidebar.tsx`): the frame's first render goes without it.
 */
export function SortableNavList({ items, wasDragged, onNavigate, takeIntent, markDragged, onMove }: SortableNavListProps) {
  const list = useRef<HTMLUListElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  useEffect(() => {
    const intent = takeIntent();
    if (intent && list.current) replayDragIntent(list.current, intent);
  }, [takeIntent]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    markDragged();
    if (over && active.id !== over.id) onMove(active.id as SidebarKey, over.id as SidebarKey);
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragStart={markDragged} onDragEnd={handleDragEnd}>
      <SortableContext items={items.map((item) => item.entry.key)} strategy={verticalListSortingStrategy}>
        <ul className="pimento-nav-list" data-testid="sidebar" ref={list}>
          {items.map((item) => (
            <SortableNavItem key={item.entry.key} {...item} wasDragged={wasDragged} onNavigate={onNavigate} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
