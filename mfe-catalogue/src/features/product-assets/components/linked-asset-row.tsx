import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Tag } from '@pimento/shared-kit/ui/antd-frame';
import type { LinkedAsset } from '@pimento/shared-kit/contracts/product-assets';
import { palette, radii, spacing } from '@pimento/shared-kit/design/tokens';
import { DragHandle } from '../../attributes/components/drag-handle';
import { AssetThumbnail } from './asset-thumbnail';

/** The side of an asset's picture in the tab. */
const thumbnailSize = 64;

export type LinkedAssetRowProps = {
  link: LinkedAsset;
  index: number;
  count: number;
  featured: boolean;
  /** False for an asset shown through the model: it changes on the model's page. */
  editable: boolean;
  busy: boolean;
  onMove: (assetId: number, to: number) => void;
  onFeature: (assetId: number | null) => void;
  onRemove: (link: LinkedAsset) => void;
};

/** One asset of a category: dragged by its grip or moved with the up and down buttons; made main image; removed. */
export function LinkedAssetRow({ link, index, count, featured, editable, busy, onMove, onFeature, onRemove }: LinkedAssetRowProps) {
  const { t } = useTranslation('catalogue');
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: link.asset.id, disabled: !editable });
  const name = link.asset.file_name;
  return (
    <li
      ref={setNodeRef}
      data-testid={`linked-asset-${name}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: spacing.sm,
        padding: spacing.xs,
        border: `1px solid ${featured ? palette.info : palette.border}`,
        borderRadius: radii.md,
        background: palette.surface,
      }}
    >
      {editable && <DragHandle label={t('productAssets.dragHandle', { name })} attributes={attributes} listeners={listeners} />}
      <AssetThumbnail asset={link.asset} size={thumbnailSize} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }} gap={spacing.xxs}>
        <Typography.Text ellipsis>{name}</Typography.Text>
        <Flex gap={spacing.xxs} wrap>
          {featured && <Tag color="blue">{t('productAssets.featured')}</Tag>}
          {link.from_model && <Tag>{t('productAssets.fromModel')}</Tag>}
        </Flex>
      </Flex>
      {editable && (
        <Flex gap={spacing.xxs}>
          {link.asset.kind === 'image' && (
            <Button
              type="text"
              icon={featured ? <StarFilled style={{ color: palette.warning }} /> : <StarOutlined />}
              aria-pressed={featured}
              aria-label={t(featured ? 'productAssets.unsetFeatured' : 'productAssets.setFeatured', { name })}
              title={t(featured ? 'productAssets.unsetFeatured' : 'productAssets.setFeatured', { name })}
              disabled={busy}
              onClick={() => onFeature(featured ? null : link.asset.id)}
            />
          )}
          <Button type="text" icon={<ArrowUpOutlined />} aria-label={t('productAssets.moveUp', { name })} title={t('productAssets.moveUp', { name })} disabled={busy || index === 0} onClick={() => onMove(link.asset.id, index - 1)} />
          <Button type="text" icon={<ArrowDownOutlined />} aria-label={t('productAssets.moveDown', { name })} title={t('productAssets.moveDown', { name })} disabled={busy || index === count - 1} onClick={() => onMove(link.asset.id, index + 1)} />
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('productAssets.remove', { name })} title={t('productAssets.remove', { name })} disabled={busy} onClick={() => onRemove(link)} />
        </Flex>
      )}
    </li>
  );
}
