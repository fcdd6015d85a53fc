import { useTranslation } from 'react-i18next';
import { Typography } from '@pimento/shared-kit/ui/antd-core';
import { Checkbox } from '@pimento/shared-kit/ui/antd-inputs';
import type { Asset } from '@pimento/shared-kit/contracts/assets';
import { palette, radii, spacing } from '@pimento/shared-kit/design/tokens';
import { AssetPreview } from './asset-preview';

/** The preview's side in a tile, in CSS pixels. */
export const tileSize = 160;

export type AssetTileProps = {
  asset: Asset;
  selected: boolean;
  onSelect: (asset: Asset, selected: boolean) => void;
  onOpen: (asset: Asset) => void;
};

/**
 * One asset of the grid. Two controls the keyboard reaches in turn: the checkbox selects it (Space),
 * the preview and name open its details (Enter).
 */
export function AssetTile({ asset, selected, onSelect, onOpen }: AssetTileProps) {
  const { t } = useTranslation('assets');
  return (
    <li
      data-testid={`asset-tile-${asset.file_name}`}
      data-selected={selected}
      style={{
        position: 'relative',
        listStyle: 'none',
        background: selected ? palette.infoFaint : palette.surface,
        border: `1px solid ${selected ? palette.info : palette.border}`,
        borderRadius: radii.md,
        padding: spacing.sm,
      }}
    >
      <Checkbox
        checked={selected}
        onChange={(event) => onSelect(asset, event.target.checked)}
        aria-label={t('gallery.selectNamed', { name: asset.file_name })}
        style={{ position: 'absolute', top: spacing.sm, left: spacing.sm, zIndex: 1 }}
      />
      <button
        type="button"
        onClick={() => onOpen(asset)}
        aria-label={t('gallery.openNamed', { name: asset.file_name })}
        className="pimento-asset-tile__open"
        style={{ display: 'block', width: '100%', padding: 0, border: 0, background: 'none', cursor: 'pointer', textAlign: 'left', color: 'inherit' }}
      >
        <span style={{ display: 'flex', justifyContent: 'center', background: palette.tile, borderRadius: radii.sm }}>
          <AssetPreview asset={asset} size={tileSize} />
        </span>
        <Typography.Text ellipsis style={{ display: 'block', marginTop: spacing.xs, maxWidth: '100%' }}>
          {asset.file_name}
        </Typography.Text>
      </button>
    </li>
  );
}
