import { useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Empty, Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { translateError } from '@pimento/shared-kit/client/translate-error';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { AssetLinkOwner, AssetPlacement, AssetSortMode, LinkedAsset, LinkedAssets } from '@pimento/shared-kit/contracts/product-assets';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickName } from '../../../lib/pick-label';
import { useAssetCategories } from '../api/get-asset-categories';
import { useLinkedAssets } from '../api/get-linked-assets';
import { useChangeLinkedAssets } from '../api/change-linked-assets';
import { productAssetKeys } from '../api/query-keys';
import { movedOrder, withOrder } from '../lib/move-link';
import { AssetCategoryGroup } from './asset-category-group';
import { AssetPickerDialog } from './asset-picker-dialog';

export type AssetsTabProps = {
  owner: AssetLinkOwner;
  id: number;
  /** The SKU or reference, in the remove confirmation. */
  label: string;
  /** The product's model, whose managed categories it shows read-only. */
  model?: { id: number; reference: string } | null;
  onOpenModel?: (id: number) => void;
};

/**
 * The Assets tab of a product's or model's page (spec §3, §5, §9): its assets by asset category in
 * their order, added from the gallery, reordered by drag and drop or the move buttons, removed, and
 * the main image. Every refusal is the server's, translated from its code.
 */
export function AssetsTab({ owner, id, label, model, onOpenModel }: AssetsTabProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const links = useLinkedAssets(owner, id);
  const categories = useAssetCategories();
  const change = useChangeLinkedAssets(owner, id);
  const [picking, setPicking] = useState(false);

  const listing = links.data;
  const linkedIds = useMemo(() => new Set(listing?.categories.flatMap((group) => group.assets.map((link) => link.asset.id)) ?? []), [listing]);
  const categoryName = (categoryId: number | null) => {
    const category = categories.data?.find((entry) => entry.id === categoryId);
    return category ? pickName(category, language) : t('productAssets.uncategorised');
  };

  const handleMove = (categoryId: number | null, assetId: number, to: number) => {
    const group = listing?.categories.find((entry) => entry.category_id === categoryId);
    const order = group && movedOrder(group.assets.map((link) => link.asset.id), assetId, to);
    if (!listing || !order) return;
    // The new order shows at once; a refusal puts the server's back.
    queryClient.setQueryData<LinkedAssets>(productAssetKeys.links(owner, id), withOrder(listing, categoryId, order));
    change.mutate(
      { kind: 'reorder', body: { category_id: categoryId, asset_ids: order } },
      {
        onError: (error) => {
          notify.error(error);
          void links.refetch();
        },
      },
    );
  };

  const handleRemove = async (link: LinkedAsset) => {
    const name = link.asset.file_name;
    if (!(await confirm({ title: t('productAssets.removeTitle', { name, label }), content: t('productAssets.removeContent'), okText: t('productAssets.removeOk'), danger: true }))) return;
    change.mutate({ kind: 'remove', body: { asset_ids: [link.asset.id] } }, { onSuccess: () => notify.success(t('productAssets.removed', { name })), onError: notify.error });
  };

  const handleAdd = (assetIds: number[], placement: AssetPlacement, sort: AssetSortMode) => {
    change.mutate(
      { kind: 'add', body: { asset_ids: assetIds, placement, sort } },
      {
        onSuccess: () => {
          setPicking(false);
          notify.success(t('productAssets.picker.added', { count: assetIds.length }));
        },
        onError: notify.error,
      },
    );
  };

  if (links.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (links.isError || !listing) return <Alert type="error" showIcon title={translateError(links.error, language)} />;
  return (
    <div data-testid="assets-tab">
      <Flex justify="space-between" align="center" wrap gap={spacing.sm} style={{ marginBottom: spacing.md }}>
        {model && onOpenModel ? (
          <Typography.Link onClick={() => onOpenModel(model.id)}>{t('productAssets.openModel', { reference: model.reference })}</Typography.Link>
        ) : (
          <span />
        )}
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)} data-testid="assets-add">
          {t('productAssets.add')}
        </Button>
      </Flex>
      {listing.categories.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(owner === 'models' ? 'productAssets.modelEmpty' : 'productAssets.empty')} />
      ) : (
        listing.categories.map((group) => (
          <AssetCategoryGroup
            key={group.category_id ?? 'none'}
            name={categoryName(group.category_id)}
            managedByModel={group.managed_by_model}
            links={group.assets}
            featuredId={listing.featured_asset_id}
            busy={change.isPending}
            onMove={(assetId, to) => handleMove(group.category_id, assetId, to)}
            onFeature={(assetId) => change.mutate({ kind: 'featured', body: { asset_id: assetId } }, { onError: notify.error })}
            onRemove={(link) => void handleRemove(link)}
          />
        ))
      )}
      <AssetPickerDialog open={picking} linkedIds={linkedIds} adding={change.isPending} onAdd={handleAdd} onClose={() => setPicking(false)} />
    </div>
  );
}
