import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Modal, Skeleton, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Checkbox, Radio } from '@pimento/shared-kit/ui/antd-inputs';
import type { AssetPlacement, AssetSortMode } from '@pimento/shared-kit/contracts/product-assets';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { pickableLimit, usePickableAssets } from '../api/search-pickable-assets';
import { AssetThumbnail } from './asset-thumbnail';

const placements: readonly AssetPlacement[] = ['after', 'before', 'none'];
const sortModes: readonly AssetSortMode[] = ['never', 'always', 'except_one'];

export type AssetPickerDialogProps = {
  open: boolean;
  /** The assets the page already shows: listed, not choosable again. */
  linkedIds: ReadonlySet<number>;
  adding: boolean;
  onAdd: (assetIds: number[], placement: AssetPlacement, sort: AssetSortMode) => void;
  onClose: () => void;
};

/**
 * Chooses gallery assets by name, where they go in their category (spec §9: after, before, or at
 * their own order), and whether the category is then sorted by the assets' own order.
 */
export function AssetPickerDialog({ open, linkedIds, adding, onAdd, onClose }: AssetPickerDialogProps) {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [placement, setPlacement] = useState<AssetPlacement>('after');
  const [sort, setSort] = useState<AssetSortMode>('never');
  // Also the groups' names: two radio groups sharing one name are a single group to the browser.
  const placementLabel = useId();
  const sortLabel = useId();
  const assets = usePickableAssets(useDeferredValue(search.trim()), open);
  const results = assets.data?.results ?? [];

  const toggle = (id: number, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((entry) => entry !== id)));
  return (
    <Modal
      open={open}
      title={t('productAssets.picker.title')}
      okText={t('productAssets.picker.ok', { count: chosen.length })}
      okButtonProps={{ disabled: chosen.length === 0, loading: adding }}
      onOk={() => onAdd(chosen, placement, sort)}
      onCancel={onClose}
      afterClose={() => {
        setSearch('');
        setChosen([]);
        setPlacement('after');
        setSort('never');
      }}
      destroyOnHidden
      width={640}
    >
      <Input.Search allowClear value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('productAssets.picker.search')} aria-label={t('productAssets.picker.search')} data-testid="asset-picker-search" style={{ marginBottom: spacing.md }} />
      {assets.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : results.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('productAssets.picker.noResult')}</Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }} data-testid="asset-picker-list">
          {results.map((asset) => {
            const linked = linkedIds.has(asset.id);
            return (
              <li key={asset.id} style={{ padding: `${spacing.xxs}px 0` }}>
                <Checkbox
                  checked={linked || chosen.includes(asset.id)}
                  disabled={linked}
                  onChange={(event) => toggle(asset.id, event.target.checked)}
                  aria-label={t('productAssets.picker.pick', { name: asset.file_name })}
                  data-testid={`pick-${asset.file_name}`}
                >
                  <Flex align="center" gap={spacing.sm}>
                    <AssetThumbnail asset={asset} size={40} />
                    <Typography.Text>{asset.file_name}</Typography.Text>
                    {linked && <Tag>{t('productAssets.picker.linked')}</Tag>}
                  </Flex>
                </Checkbox>
              </li>
            );
          })}
        </ul>
      )}
      {assets.data?.next_cursor && <Typography.Paragraph type="secondary">{t('productAssets.picker.more', { count: pickableLimit })}</Typography.Paragraph>}
      <Typography.Text strong id={placementLabel} style={{ display: 'block', marginTop: spacing.md, marginBottom: spacing.xs }}>
        {t('productAssets.picker.placement')}
      </Typography.Text>
      <Radio.Group name={placementLabel} aria-labelledby={placementLabel} value={placement} onChange={(event) => setPlacement(event.target.value as AssetPlacement)} options={placements.map((value) => ({ value, label: t(`productAssets.picker.placements.${value}`) }))} />
      <Typography.Text strong id={sortLabel} style={{ display: 'block', marginTop: spacing.md, marginBottom: spacing.xs }}>
        {t('productAssets.picker.sort')}
      </Typography.Text>
      <Radio.Group name={sortLabel} aria-labelledby={sortLabel} value={sort} onChange={(event) => setSort(event.target.value as AssetSortMode)} options={sortModes.map((value) => ({ value, label: t(`productAssets.picker.sorts.${value}`) }))} />
    </Modal>
  );
}
