import type { CSSProperties } from 'react';

/**
 * A page's white panel, as antd's borderless Card draws it (theme's `borderRadiusLG`), without the
 * Card component: Card brings antd's Tabs (its tab list) into every page that renders one.
 */
export const panelStyle: CSSProperties = { background: '#fff', borderRadius: 12, boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' };
