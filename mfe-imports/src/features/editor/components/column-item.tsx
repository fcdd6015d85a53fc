import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { palette, radii, shadows, spacing } from '@pimento/shared-kit/design/tokens';

export type ColumnItemProps = {
  column: { key: string; header: string };
  sample: string | null;
  usedBy: number;
  /** Where the column can be sent without dragging: a new pill, or any pill. */
  pills: { id: string; label: string }[];
  onSend: (columnKey: string, pillId: string | 'new') => void;
};

/** A column of the file: dragged onto a pill (dnd-kit, pointer or keyboard), or sent with its select. */
export function ColumnItem({ column, sample, usedBy, pills, onSend }: ColumnItemProps) {
  const { t } = useTranslation('imports');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `column:${column.key}`, data: { column: column.key, header: column.header } });
  return (
    <li
      ref={setNodeRef}
      data-testid={`column-${column.key}`}
      style={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: spacing.xs,
        padding: spacing.sm,
        border: `1px solid ${isDragging ? palette.info : palette.border}`,
        borderRadius: radii.md,
        background: palette.surface,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        position: 'relative',
        zIndex: isDragging ? 10 : undefined,
        boxShadow: isDragging ? shadows.popup : undefined,
      }}
    >
      <Flex gap={spacing.sm} align="flex-start">
        <button
          type="button"
          {...attributes}
          {...listeners}
          aria-label={t('editor.dragColumn', { column: column.header })}
          style={{ cursor: 'grab', border: 0, background: 'transparent', padding: '2px 4px', color: palette.inkSoft, fontSize: 16, lineHeight: 1, touchAction: 'none', borderRadius: radii.xs }}
          data-testid={`drag-${column.key}`}
        >
          ⠿
        </button>
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis title={column.header}>
            {column.header}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            {`{${column.key}}`}
            {sample ? ` · ${t('editor.sample', { value: sample })}` : ''}
          </Typography.Text>
        </Flex>
        {usedBy > 0 && (
          <ToneTag tone="success">{t('editor.used', { count: usedBy })}</ToneTag>
        )}
      </Flex>
      <Select<string>
        size="small"
        aria-label={t('editor.sendTo', { column: column.header })}
        placeholder={t('editor.sendToPlaceholder')}
        value={null as unknown as string}
        options={[{ value: 'new', label: t('editor.newPill') }, ...pills.map((pill) => ({ value: pill.id, label: pill.label }))]}
        onChange={(pillId) => onSend(column.key, pillId)}
        data-testid={`send-${column.key}`}
      />
    </li>
  );
}
