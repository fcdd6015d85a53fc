import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { SidebarKey } from '../sidebar-entries';
import type { NavItemProps } from './nav-item-link';
import { SortableNavItem } from './sortable-nav-item';
import { dragActivationDistance, replayDragIntent, type DragIntent } from './drag-intent';

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
 * The sidebar's entries with dnd-kit's drag and drop (pointer ≥ 6 px, or Space / Enter on an entry's
 * move handle then the arrows). Loaded on the first intent to drag (`sidebar.tsx`): the frame's first render goes without it.
 */
export function SortableNavList({ items, wasDragged, onNavigate, takeIntent, markDragged, onMove }: SortableNavListProps) {
  const { t } = useTranslation('shell');
  const list = useRef<HTMLUListElement>(null);
  // What a screen reader hears while an entry moves, in the interface's language (dnd-kit's own are English).
  const announcements = useMemo<Announcements>(() => {
    const keys = items.map((item) => item.entry.key as UniqueIdentifier);
    const where = (id: UniqueIdentifier, over: UniqueIdentifier | undefined) => ({ label: t(`nav.${String(id)}`), position: keys.indexOf(over ?? id) + 1, total: keys.length });
    return {
      onDragStart: ({ active }) => t('nav.movePicked', where(active.id, active.id)),
      onDragOver: ({ active, over }) => (over ? t('nav.moveOver', where(active.id, over.id)) : undefined),
      onDragEnd: ({ active, over }) => t('nav.moveDropped', where(active.id, over?.id)),
      onDragCancel: ({ active }) => t('nav.moveCancelled', where(active.id, active.id)),
    };
  }, [items, t]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: dragActivationDistance } }),
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
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('nav.moveInstructions') } }}
      onDragStart={markDragged}
      onDragEnd={handleDragEnd}
    >
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
