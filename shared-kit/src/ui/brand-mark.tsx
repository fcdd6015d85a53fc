import { palette } from '@pimento/shared-kit/design/tokens';

/** Pimento's mark: a stylised pepper. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill={palette.pepper} />
      <path d="M16.5 8.5c0-1.6 1.1-2.8 2.6-3.1" stroke={palette.brandLeaf} strokeWidth="2" strokeLinecap="round" fill="none" />
      <path
        d="M11 12.5c1.6-2.2 7.7-2.5 10 0 2.4 2.7.8 8.6-2.6 12-1.8 1.8-3.8 1.6-4.6-.3-.8-2-1.4-3.2-2.8-4.9-1.6-2-1.9-4.6 0-6.8z"
        fill={palette.brandPale}
      />
    </svg>
  );
}
