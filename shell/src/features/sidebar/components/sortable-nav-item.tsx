import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SidebarEntry } from '../sidebar-entries';
import { SidebarIcon } from './sidebar-icon';

/** One draggable sidebar entry; a click navigates, a drag (≥ 6 px) reorders. */
export type SortableNavItemProps = {
  entry: SidebarEntry;
  collapsed: boolean;
  active: boolean;
  /** True right after a drag: the click that ends it must not navigate. */
  wasDragged: () => boolean;
  onNavigate?: () => void;
};

export function SortableNavItem({ entry, collapsed, active, wasDragged, onNavigate }: SortableNavItemProps) {
  const { t } = useTranslation('shell');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: entry.key });
  const label = t(`nav.${entry.key}`);
  const link = (
    <NavLink
      to={entry.route}
      className={`pimento-nav-item${active ? ' pimento-nav-item-active' : ''}`}
      data-testid={`nav-${entry.key}`}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        if (wasDragged()) {
          event.preventDefault();
          return;
        }
        onNavigate?.();
      }}
      draggable={false}
    >
      <span className="pimento-nav-icon">
        <SidebarIcon entryKey={entry.key} />
      </span>
      {collapsed ? null : <span className="pimento-nav-label">{label}</span>}
    </NavLink>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, zIndex: isDragging ? 2 : undefined }}
      {...attributes}
      {...listeners}
      title={collapsed ? undefined : t('nav.reorderHint')}
    >
      {collapsed ? (
        <Tooltip title={label} placement="right">
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </li>
  );
}
