import { useEffect, useRef } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@pimento/shared-kit/ui/brand-mark';
import type { SidebarEntry, SidebarKey } from '../sidebar-entries';
import { moveKey } from '../sidebar-order';
import { useSaveNavOrder } from '../api/user-store-data';
import { SortableNavItem } from './sortable-nav-item';

export type SidebarProps = { entries: readonly SidebarEntry[]; collapsed: boolean; onNavigate?: () => void };

/** Whether an entry's route is the current page (the longest matching entry wins). */
function activeKey(entries: readonly SidebarEntry[], pathname: string, search: string): SidebarKey | null {
  let best: SidebarEntry | null = null;
  for (const entry of entries) {
    const [path = '', query] = entry.route.split('?');
    const queryMatches = !query || query.split('&').every((pair) => search.includes(pair)) || path.startsWith('/settings/');
    if (pathname.startsWith(path) && queryMatches && (!best || path.length >= (best.route.split('?')[0] ?? '').length)) best = entry;
  }
  return best?.key ?? null;
}

/** The sidebar: entries of spec §1 in the user's order, reordered by dragging (dnd-kit) and saved. */
export function Sidebar({ entries, collapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const saveOrder = useSaveNavOrder();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const current = activeKey(entries, pathname, search);
  const draggedAt = useRef(0);
  const wasDragged = () => Date.now() - draggedAt.current < 300;

  useEffect(() => {
    // The click that ends a drag must not follow the link under the pointer (the list re-orders under it,
    // so it can reach the browser as a plain anchor click): swallow it before anyone else sees it.
    const swallowClickAfterDrag = (event: MouseEvent) => {
      if (Date.now() - draggedAt.current >= 300) return;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('click', swallowClickAfterDrag, true);
    return () => document.removeEventListener('click', swallowClickAfterDrag, true);
  }, []);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    draggedAt.current = Date.now();
    if (!over || active.id === over.id) return;
    const order = moveKey(
      entries.map((entry) => entry.key),
      active.id as SidebarKey,
      over.id as SidebarKey,
    );
    saveOrder.mutate(order);
  };

  return (
    <nav className="pimento-sidebar-nav" aria-label="Pimento">
      <div className="pimento-brand">
        <BrandMark size={30} />
        {collapsed ? null : <span className="pimento-wordmark">{t('productName')}</span>}
      </div>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragStart={() => (draggedAt.current = Date.now())} onDragEnd={handleDragEnd}>
        <SortableContext items={entries.map((entry) => entry.key)} strategy={verticalListSortingStrategy}>
          <ul className="pimento-nav-list" data-testid="sidebar">
            {entries.map((entry) => (
              <SortableNavItem key={entry.key} entry={entry} collapsed={collapsed} active={entry.key === current} wasDragged={wasDragged} onNavigate={onNavigate} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </nav>
  );
}
