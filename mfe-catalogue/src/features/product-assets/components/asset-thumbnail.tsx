import { FileImageOutlined, FilePdfOutlined, FontSizeOutlined } from '@ant-design/icons';
import type { Asset } from '@pimento/shared-kit/contracts/assets';
import { previewSource } from '@pimento/shared-kit/assets/preview-source';
import { palette, radii } from '@pimento/shared-kit/design/tokens';

/** An asset drawn in `size` pixels: its thumbnail (the gallery's choice of file), an icon for a PDF, a font or an unstored image without thumbnails. */
export function AssetThumbnail({ asset, size }: { asset: Asset; size: number }) {
  const frame = { width: size, height: size, flex: 'none', background: palette.tile, borderRadius: radii.sm } as const;
  const src = asset.kind === 'image' || asset.kind === 'svg' ? previewSource(asset, size) : null;
  if (src !== null) {
    return <img src={src} alt="" loading="lazy" decoding="async" width={size} height={size} style={{ ...frame, objectFit: 'contain', display: 'block' }} />;
  }
  const Icon = asset.kind === 'pdf' ? FilePdfOutlined : asset.kind === 'font' ? FontSizeOutlined : FileImageOutlined;
  return (
    <span style={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Icon style={{ fontSize: Math.round(size / 3), color: palette.inkMuted }} aria-hidden />
    </span>
  );
}
