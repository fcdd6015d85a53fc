import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { NavItemLink, type NavItemProps } from './nav-item-link';
import { MoveHandle, moveInstructionsId } from './move-handle';

/** One draggable sidebar entry: the pointer drags the whole entry (≥ 6 px), the keyboard its move handle. */
export function SortableNavItem(props: NavItemProps) {
  const { entry, collapsed } = props;
  const { t } = useTranslation('shell');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.key });
  return (
    <li
      ref={setNodeRef}
      className="pimento-nav-entry"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, zIndex: isDragging ? 2 : undefined }}
      // dnd-kit's keyboard sensor starts only from the activator (the handle); its pointer sensor from anywhere in the entry.
      {...listeners}
      data-entry-key={entry.key}
      title={collapsed ? undefined : t('nav.reorderHint')}
    >
      <NavItemLink {...props} />
      {collapsed ? null : (
        <MoveHandle
          ref={setActivatorNodeRef}
          entryKey={entry.key}
          label={t(`nav.${entry.key}`)}
          tabIndex={attributes.tabIndex}
          aria-pressed={attributes['aria-pressed']}
          aria-describedby={moveInstructionsId}
        />
      )}
    </li>
  );
}
