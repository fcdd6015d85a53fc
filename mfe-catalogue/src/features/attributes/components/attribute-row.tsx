import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Tag, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import { pickLabel } from '../../../lib/pick-label';
import { DragHandle } from './drag-handle';
import { palette } from '@pimento/shared-kit/design/tokens';

export type AttributeRowProps = {
  attribute: Attribute;
  language: string;
  onEdit: (attribute: Attribute) => void;
  onDelete: (attribute: Attribute) => void;
};

/** One attribute in its group: drag handle, label, code, type and its rules at a glance. */
export function AttributeRow({ attribute, language, onEdit, onDelete }: AttributeRowProps) {
  const { t } = useTranslation('catalogue');
  const sortable = useSortable({ id: `attribute-${attribute.id}`, data: { kind: 'attribute', groupId: attribute.group_id, attributeId: attribute.id } });
  const label = pickLabel(attribute.labels, language, attribute.code);
  return (
    <div
      ref={sortable.setNodeRef}
      data-testid={`attribute-row-${attribute.code}`}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.5 : 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 10,
        padding: '8px 12px',
        background: palette.surface,
        borderBottom: `1px solid ${palette.divider}`,
      }}
    >
      <DragHandle label={t('attributes.dragAttribute', { label })} attributes={sortable.attributes} listeners={sortable.listeners} />
      {/* At least 10rem for the label and code: on a phone the tags go to the next line instead. */}
      <Flex vertical style={{ flex: '1 1 10rem', minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {label}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 12 }} ellipsis>
          {attribute.code}
        </Typography.Text>
      </Flex>
      <Flex gap={4} wrap justify="flex-end" style={{ maxWidth: '45%' }}>
        <Tag color="blue" variant="filled">{t(`attributes.types.${attribute.type}`)}</Tag>
        {attribute.computed && <Tag color="purple">{t('attributes.badges.computed')}</Tag>}
        {attribute.localizable && <Tag>{t('attributes.badges.localizable')}</Tag>}
        {attribute.unique && <Tag>{t('attributes.badges.unique')}</Tag>}
        {attribute.unit && <Tag>{attribute.unit}</Tag>}
        {attribute.choices.length > 0 && <Tag>{t('attributes.choiceCount', { count: attribute.choices.length })}</Tag>}
      </Flex>
      <Flex gap={4}>
        <Tooltip title={t('actions.edit')}>
          <Button size="small" type="text" onClick={() => onEdit(attribute)} aria-label={t('attributes.editAttribute', { label })} icon={<EditOutlined />} />
        </Tooltip>
        <Tooltip title={t('actions.delete')}>
          <Button size="small" type="text" danger onClick={() => onDelete(attribute)} aria-label={t('attributes.deleteAttribute', { label })} icon={<DeleteOutlined />} />
        </Tooltip>
      </Flex>
    </div>
  );
}
