import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Badge, Dropdown } from '@pimento/shared-kit/ui/antd-frame';
import type { Attribute, AttributeTree } from '@pimento/shared-kit/contracts/attributes';
import { AttributeRow } from './attribute-row';
import { DragHandle } from './drag-handle';
import { palette } from '@pimento/shared-kit/design/tokens';

type TreeGroup = AttributeTree['sections'][number]['groups'][number];

export type AttributeGroupCardProps = {
  group: TreeGroup;
  language: string;
  onAddAttribute: (groupId: number) => void;
  onEditAttribute: (attribute: Attribute) => void;
  onDeleteAttribute: (attribute: Attribute) => void;
  onRename: (group: TreeGroup) => void;
  onDelete: (group: TreeGroup) => void;
};

/** A group of attributes: sortable itself inside its section, and a drop zone for attributes. */
export function AttributeGroupCard({ group, language, onAddAttribute, onEditAttribute, onDeleteAttribute, onRename, onDelete }: AttributeGroupCardProps) {
  const { t } = useTranslation('catalogue');
  const sortable = useSortable({ id: `group-${group.id}`, data: { kind: 'group', sectionId: group.section_id, groupId: group.id } });
  const drop = useDroppable({ id: `group-drop-${group.id}`, data: { kind: 'group-drop', groupId: group.id } });
  return (
    <div
      ref={sortable.setNodeRef}
      data-testid={`group-${group.name}`}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
        border: `1px solid ${palette.borderSoft}`,
        borderRadius: 10,
        overflow: 'hidden',
        background: palette.surface,
      }}
    >
      <Flex align="center" gap={8} style={{ padding: '8px 12px', background: palette.surfaceRaised, borderBottom: `1px solid ${palette.divider}` }}>
        <DragHandle label={t('attributes.dragGroup', { name: group.name })} attributes={sortable.attributes} listeners={sortable.listeners} />
        <Typography.Text strong style={{ flex: 1 }}>
          {group.name}
        </Typography.Text>
        <Badge count={group.attributes.length} showZero color={palette.inkMuted} />
        <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => onAddAttribute(group.id)} data-testid={`add-attribute-${group.name}`}>
          {t('attributes.addAttribute')}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'rename', label: t('actions.rename'), onClick: () => onRename(group) },
              { key: 'delete', label: t('actions.delete'), danger: true, onClick: () => onDelete(group) },
            ],
          }}
        >
          <Button size="small" type="text" aria-label={t('attributes.groupMenu', { name: group.name })} icon={<MoreOutlined />} />
        </Dropdown>
      </Flex>
      <div ref={drop.setNodeRef} style={{ minHeight: 40, background: drop.isOver ? palette.infoFaint : undefined }}>
        <SortableContext items={group.attributes.map((attribute) => `attribute-${attribute.id}`)} strategy={verticalListSortingStrategy}>
          {group.attributes.map((attribute) => (
            <AttributeRow key={attribute.id} attribute={attribute} language={language} onEdit={onEditAttribute} onDelete={onDeleteAttribute} />
          ))}
        </SortableContext>
        {group.attributes.length === 0 && (
          <Typography.Text type="secondary" style={{ display: 'block', padding: '10px 16px', fontSize: 13 }}>
            {t('attributes.emptyGroup')}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}
