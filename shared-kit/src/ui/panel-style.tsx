import type { CSSProperties } from 'react';
import { palette, radii, shadows } from '@pimento/shared-kit/design/tokens';

/**
 * A page's white panel, as antd's borderless Card draws it (theme's `borderRadiusLG`), without the
 * Card component: Card brings antd's Tabs (its tab list) into every page that renders one.
 */
export const panelStyle: CSSProperties = { background: palette.surface, borderRadius: radii.lg, boxShadow: shadows.panel };
