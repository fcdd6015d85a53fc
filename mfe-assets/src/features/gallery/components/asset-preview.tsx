import { FileImageOutlined, FilePdfOutlined, FontSizeOutlined } from '@ant-design/icons';
import type { Asset } from '@pimento/shared-kit/contracts/assets';
import { previewSource } from '@pimento/shared-kit/assets/preview-source';
import { palette } from '@pimento/shared-kit/design/tokens';

export type AssetPreviewProps = { asset: Asset; size: number; alt?: string };

/**
 * What an asset looks like in `size` pixels: its thumbnail or the image itself (loaded lazily,
 * decoded off the main thread, drawn at that size), an icon for a PDF, a font, or an unstored image
 * without thumbnails.
 */
export function AssetPreview({ asset, size, alt = '' }: AssetPreviewProps) {
  const src = asset.kind === 'image' || asset.kind === 'svg' ? previewSource(asset, size) : null;
  if (src !== null) {
    return (
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        width={size}
        height={size}
        style={{ width: size, height: size, objectFit: 'contain', display: 'block' }}
        data-testid={`preview-${asset.id}`}
      />
    );
  }
  const Icon = asset.kind === 'pdf' ? FilePdfOutlined : asset.kind === 'font' ? FontSizeOutlined : FileImageOutlined;
  return (
    <span style={{ width: size, height: size, display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid={`preview-${asset.id}`}>
      <Icon style={{ fontSize: Math.round(size / 3), color: palette.inkMuted }} aria-hidden />
    </span>
  );
}
