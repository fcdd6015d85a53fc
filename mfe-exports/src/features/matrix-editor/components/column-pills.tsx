import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, horizontalListSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import type { ExportColumn } from '@pimento/shared-kit/contracts/export-layout';
import { palette, radii, spacing } from '@pimento/shared-kit/design/tokens';

type PillsProps = {
  columns: ExportColumn[];
  labelOf: (column: ExportColumn) => string;
  broken: ReadonlySet<string>;
  selected: string | null;
  onSelect: (id: string) => void;
  onMove: (id: string, to: number) => void;
  onRemove: (id: string) => void;
};

function Pill({ column, label, index, count, broken, selected, onSelect, onMove, onRemove }: Omit<PillsProps, 'columns' | 'labelOf' | 'broken'> & { column: ExportColumn; label: string; index: number; count: number; broken: boolean }) {
  const { t } = useTranslation('exports');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: column.id });
  const isSelected = selected === column.id;
  return (
    <li
      ref={setNodeRef}
      data-testid={`pill-${index + 1}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: spacing.xxs,
        border: `1px solid ${broken ? palette.errorBorder : isSelected ? palette.pepper : palette.border}`,
        background: broken ? palette.errorBg : palette.surface,
        borderRadius: radii.round,
        padding: `${spacing.xxs}px ${spacing.sm}px`,
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('editor.dragHandle', { column: label })}
        style={{ cursor: 'grab', border: 'none', background: 'transparent', color: palette.inkMuted, padding: 0 }}
      >
        ⋮⋮
      </button>
      <Button type="text" size="small" aria-pressed={isSelected} onClick={() => onSelect(column.id)} style={{ color: broken ? palette.errorText : palette.ink }}>
        {label}
      </Button>
      <Button type="text" size="small" aria-label={t('editor.moveLeft', { column: label })} disabled={index === 0} onClick={() => onMove(column.id, index - 1)}>
        ←
      </Button>
      <Button type="text" size="small" aria-label={t('editor.moveRight', { column: label })} disabled={index === count - 1} onClick={() => onMove(column.id, index + 1)}>
        →
      </Button>
      <Button type="text" size="small" aria-label={t('editor.removeColumn', { column: label })} onClick={() => onRemove(column.id)}>
        ×
      </Button>
    </li>
  );
}

/** A sheet's columns as pills in order: dragged with the pointer or the keyboard, or moved with the arrow buttons. */
export function ColumnPills({ columns, labelOf, broken, selected, onSelect, onMove, onRemove }: PillsProps) {
  const { t } = useTranslation('exports');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: string | number) => {
    const column = columns.find((entry) => entry.id === id);
    return column ? labelOf(column) : '';
  };
  const positionOf = (id: string | number | undefined) => columns.findIndex((entry) => entry.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('editor.pickedUp', { column: nameOf(active.id) }),
    onDragOver: ({ active, over }) => t('editor.movedOver', { column: nameOf(active.id), position: positionOf(over?.id) }),
    onDragEnd: ({ active, over }) => t('editor.dropped', { column: nameOf(active.id), position: positionOf(over?.id) }),
    onDragCancel: ({ active }) => t('editor.cancelled', { column: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), columns.findIndex((entry) => entry.id === over.id));
  };
  if (columns.length === 0) return <Typography.Text type="secondary">{t('editor.noColumns')}</Typography.Text>;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('editor.dragHint') } }}>
      <SortableContext items={columns.map((column) => column.id)} strategy={horizontalListSortingStrategy}>
        <Flex component="ol" wrap gap={spacing.sm} style={{ padding: 0, margin: 0 }} data-testid="pills">
          {columns.map((column, index) => (
            <Pill
              key={column.id}
              column={column}
              label={labelOf(column)}
              index={index}
              count={columns.length}
              broken={broken.has(column.id)}
              selected={selected}
              onSelect={onSelect}
              onMove={onMove}
              onRemove={onRemove}
            />
          ))}
        </Flex>
      </SortableContext>
    </DndContext>
  );
}
