import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { NavItemLink, type NavItemProps } from './nav-item-link';

/** One draggable sidebar entry; a click navigates, a drag (≥ 6 px) reorders. */
export function SortableNavItem(props: NavItemProps) {
  const { entry, collapsed } = props;
  const { t } = useTranslation('shell');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: entry.key });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, zIndex: isDragging ? 2 : undefined }}
      {...attributes}
      {...listeners}
      data-entry-key={entry.key}
      title={collapsed ? undefined : t('nav.reorderHint')}
    >
      <NavItemLink {...props} />
    </li>
  );
}
