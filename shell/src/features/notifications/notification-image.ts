/** The product icons a notification may name with `icon_<name>` (spec §3). */
export const productIcons = ['import', 'export', 'etim', 'asset', 'product', 'price', 'ai', 'feed', 'warning', 'success', 'error', 'user'] as const;
export type ProductIcon = (typeof productIcons)[number];

export type NotificationImage = { kind: 'icon'; icon: ProductIcon } | { kind: 'image'; src: string } | null;

/** `icon_…` paths map to product icons (unknown names to the generic one); other paths are images. */
export function notificationImage(imagePath: string | null | undefined): NotificationImage {
  if (!imagePath) return null;
  if (imagePath.startsWith('icon_')) {
    const name = imagePath.slice('icon_'.length).replace(/\.(svg|png)$/i, '').toLowerCase();
    return { kind: 'icon', icon: (productIcons as readonly string[]).includes(name) ? (name as ProductIcon) : 'product' };
  }
  if (/^(https?:)?\/\//.test(imagePath) || imagePath.startsWith('/')) return { kind: 'image', src: imagePath };
  return { kind: 'image', src: `/media/${imagePath}` };
}
