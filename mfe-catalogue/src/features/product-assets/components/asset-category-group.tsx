import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Tag } from '@pimento/shared-kit/ui/antd-frame';
import type { LinkedAsset } from '@pimento/shared-kit/contracts/product-assets';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { LinkedAssetRow } from './linked-asset-row';

export type AssetCategoryGroupProps = {
  name: string;
  managedByModel: boolean;
  links: readonly LinkedAsset[];
  featuredId: number | null;
  busy: boolean;
  /** The asset's new index within this category. */
  onMove: (assetId: number, to: number) => void;
  onFeature: (assetId: number | null) => void;
  onRemove: (link: LinkedAsset) => void;
};

/** One asset category's assets in their order; those shown through the model are read-only. */
export function AssetCategoryGroup({ name, managedByModel, links, featuredId, busy, onMove, onFeature, onRemove }: AssetCategoryGroupProps) {
  const { t } = useTranslation('catalogue');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: string | number) => links.find((link) => link.asset.id === id)?.asset.file_name ?? '';
  const positionOf = (id: string | number | undefined) => links.findIndex((link) => link.asset.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('productAssets.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => t('productAssets.movedOver', { name: nameOf(active.id), position: positionOf(over?.id) }),
    onDragEnd: ({ active, over }) => t('productAssets.dropped', { name: nameOf(active.id), position: positionOf(over?.id) }),
    onDragCancel: ({ active }) => t('productAssets.cancelled', { name: nameOf(active.id) }),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), positionOf(over.id) - 1);
  };
  return (
    <section aria-label={name} data-testid="asset-category-group" style={{ marginBottom: spacing.lg }}>
      <Flex align="center" gap={spacing.sm} style={{ marginBottom: spacing.sm }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
        {managedByModel && <Tag>{t('productAssets.managedByModel')}</Tag>}
      </Flex>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('productAssets.dragHint') } }}>
        <SortableContext items={links.map((link) => link.asset.id)} strategy={verticalListSortingStrategy}>
          <Flex component="ol" vertical gap={spacing.xs} style={{ padding: 0, margin: 0 }} aria-label={t('productAssets.list', { category: name })}>
            {links.map((link, index) => (
              <LinkedAssetRow
                key={link.asset.id}
                link={link}
                index={index}
                count={links.length}
                featured={link.asset.id === featuredId}
                editable={!link.from_model}
                busy={busy}
                onMove={onMove}
                onFeature={onFeature}
                onRemove={onRemove}
              />
            ))}
          </Flex>
        </SortableContext>
      </DndContext>
    </section>
  );
}
