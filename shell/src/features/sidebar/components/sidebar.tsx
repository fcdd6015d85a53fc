import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@pimento/shared-kit/ui/brand-mark';
import type { SidebarEntry, SidebarKey } from '../sidebar-entries';
import { moveKey } from '../sidebar-order';
import { useSaveNavOrder } from '../api/user-store-data';
import { NavItemLink } from './nav-item-link';
import { MoveHandle, moveInstructionsId } from './move-handle';
import { movedToDrag, type DragIntent } from './drag-intent';
import type { SortableNavList } from './sortable-nav-list';

export type SidebarProps = { entries: readonly SidebarEntry[]; collapsed: boolean; onNavigate?: () => void };

type SortableListModule = { SortableNavList: typeof SortableNavList };
const loadSortableList = () => import(/* webpackChunkName: "sidebar-dnd" */ './sortable-nav-list');

/** Which control of which entry has the focus: the plain list and dnd-kit's are different elements. */
type FocusedPart = { key: string; part: 'link' | 'handle' };

function focusedPart(nav: HTMLElement | null): FocusedPart | null {
  const focused = document.activeElement;
  if (!nav || !(focused instanceof HTMLElement) || !nav.contains(focused)) return null;
  const key = focused.closest<HTMLElement>('li[data-entry-key]')?.dataset.entryKey;
  return key ? { key, part: focused.dataset.moveEntry ? 'handle' : 'link' } : null;
}

function refocus(nav: HTMLElement | null, { key, part }: FocusedPart): void {
  const entry = nav?.querySelector(`li[data-entry-key="${CSS.escape(key)}"]`);
  entry?.querySelector<HTMLElement>(part === 'handle' ? '[data-move-entry]' : 'a')?.focus();
}

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

/**
 * The sidebar: entries of spec §1 in the user's order, reordered by dragging and saved. The drag and
 * drop (dnd-kit) loads on the first intent to use it (the pointer over the list, focus in it, a
 * press): until then the entries are plain links, and a press made meanwhile is replayed.
 */
export function Sidebar({ entries, collapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation('common');
  const { t: tShell } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const saveOrder = useSaveNavOrder();
  const [sortable, setSortable] = useState<SortableListModule | null>(null);
  const loading = useRef(false);
  const intent = useRef<DragIntent | null>(null);
  const swapWhenReleased = useRef<(() => void) | null>(null);
  const nav = useRef<HTMLElement>(null);
  const focusBeforeSwap = useRef<FocusedPart | null>(null);
  const current = activeKey(entries, pathname, search);
  const draggedAt = useRef(0);
  const wasDragged = useCallback(() => Date.now() - draggedAt.current < 300, []);
  const markDragged = useCallback(() => (draggedAt.current = Date.now()), []);
  const takeIntent = useCallback(() => {
    const pending = intent.current;
    intent.current = null;
    return pending;
  }, []);

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

  const loadDragAndDrop = () => {
    if (loading.current) return;
    loading.current = true;
    loadSortableList().then(
      (module) => {
        const swap = () => {
          swapWhenReleased.current = null;
          // dnd-kit's list replaces the plain one: the control a keyboard user is on keeps the focus.
          focusBeforeSwap.current = focusedPart(nav.current);
          setSortable(module);
        };
        // A press still on its entry may be a click: replacing the entry under it would lose the
        // click (pressed on one element, released on another). It waits for the release, or for
        // the pointer to move far enough to be a drag, which dnd-kit then takes over.
        const pending = intent.current;
        if (pending?.kind === 'pointer' && !movedToDrag(pending)) swapWhenReleased.current = swap;
        else swap();
      },
      () => (loading.current = false),
    );
  };

  useLayoutEffect(() => {
    const before = focusBeforeSwap.current;
    focusBeforeSwap.current = null;
    if (before) refocus(nav.current, before);
  }, [sortable]);

  const handlePointerDown = (event: ReactPointerEvent<HTMLUListElement>) => {
    const key = (event.target as HTMLElement).closest<HTMLElement>('li[data-entry-key]')?.dataset.entryKey;
    if (!key || !event.isPrimary || event.button !== 0) return;
    const pressed: DragIntent = { kind: 'pointer', key, pointerId: event.pointerId, pointerType: event.pointerType, startX: event.clientX, startY: event.clientY, lastX: event.clientX, lastY: event.clientY };
    intent.current = pressed;
    const follow = (move: PointerEvent) => {
      if (intent.current !== pressed) return;
      pressed.lastX = move.clientX;
      pressed.lastY = move.clientY;
      if (movedToDrag(pressed)) swapWhenReleased.current?.();
    };
    const release = () => {
      if (intent.current === pressed) intent.current = null;
      document.removeEventListener('pointermove', follow, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      // After the click the release ends, which the browser dispatches in this same task.
      const swap = swapWhenReleased.current;
      if (swap) setTimeout(swap, 0);
    };
    document.addEventListener('pointermove', follow, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    loadDragAndDrop();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // Space or Enter on an entry's move handle picks it up, as dnd-kit's keyboard sensor does.
    const key = (event.target as HTMLElement).dataset.moveEntry;
    if (!key || (event.code !== 'Space' && event.code !== 'Enter')) return;
    event.preventDefault();
    intent.current = { kind: 'key', key, code: event.code };
    loadDragAndDrop();
  };

  const handleMove = (active: SidebarKey, over: SidebarKey) => {
    saveOrder.mutate(
      moveKey(
        entries.map((entry) => entry.key),
        active,
        over,
      ),
    );
  };

  const items = entries.map((entry) => ({ entry, collapsed, active: entry.key === current }));
  return (
    <nav className="pimento-sidebar-nav" aria-label="Pimento" ref={nav}>
      <div className="pimento-brand">
        <BrandMark size={30} />
        {collapsed ? null : <span className="pimento-wordmark">{t('productName')}</span>}
      </div>
      {sortable ? (
        <sortable.SortableNavList items={items} wasDragged={wasDragged} onNavigate={onNavigate} takeIntent={takeIntent} markDragged={markDragged} onMove={handleMove} />
      ) : (
        <ul className="pimento-nav-list" data-testid="sidebar" onPointerEnter={loadDragAndDrop} onFocus={loadDragAndDrop} onPointerDown={handlePointerDown} onKeyDown={handleKeyDown}>
          {items.map((item) => (
            // The same markup as a dnd-kit sortable entry (`sortable-nav-item.tsx`).
            <li key={item.entry.key} className="pimento-nav-entry" data-entry-key={item.entry.key} title={collapsed ? undefined : tShell('nav.reorderHint')}>
              <NavItemLink {...item} wasDragged={wasDragged} onNavigate={onNavigate} />
              {collapsed ? null : <MoveHandle entryKey={item.entry.key} label={tShell(`nav.${item.entry.key}`)} tabIndex={0} />}
            </li>
          ))}
        </ul>
      )}
      <p id={moveInstructionsId} hidden>
        {tShell('nav.moveInstructions')}
      </p>
    </nav>
  );
}
