import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SidebarEntry } from '../sidebar-entries';
import { SidebarIcon } from './sidebar-icon';

export type NavItemProps = {
  entry: SidebarEntry;
  collapsed: boolean;
  active: boolean;
  /** True right after a drag: the click that ends it must not navigate. */
  wasDragged: () => boolean;
  onNavigate?: () => void;
};

/** The link of one sidebar entry, the same before and after the sidebar's drag and drop has loaded. */
export function NavItemLink({ entry, collapsed, active, wasDragged, onNavigate }: NavItemProps) {
  const { t } = useTranslation('shell');
  const label = t(`nav.${entry.key}`);
  return (
    <NavLink
      to={entry.route}
      className={`pimento-nav-item${active ? ' pimento-nav-item-active' : ''}`}
      data-testid={`nav-${entry.key}`}
      aria-current={active ? 'page' : undefined}
      /* Collapsed, the icon alone shows: the label is the link's name and the browser's tooltip. */
      aria-label={collapsed ? label : undefined}
      title={collapsed ? label : undefined}
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
}
