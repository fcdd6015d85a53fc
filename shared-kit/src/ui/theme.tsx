import type { ThemeConfig } from '@pimento/shared-kit/ui/antd-core';

/**
 * Pimento's palette: calm neutrals, a warm pepper red for the brand and primary actions only.
 * Every text colour reaches WCAG AA's 4.5:1 on the surface and the canvas (docs/accessibility.md):
 * secondary text is `inkMuted`, never the ink made transparent.
 */
export const palette = {
  pepper: '#C8402E',
  pepperDark: '#A33122',
  ink: '#1D232B',
  inkSoft: '#4A5563',
  /** Secondary text (descriptions, empty states, breadcrumbs, counts): 5.96:1 on white, 5.47:1 on the canvas. */
  inkMuted: '#5D6470',
  /** Placeholders: 4.92:1 on white, lighter than any value typed. */
  placeholder: '#6B717A',
  sidebar: '#1B2027',
  sidebarHover: '#262C35',
  surface: '#FFFFFF',
  canvas: '#F4F5F7',
  border: '#E4E7EC',
  info: '#3867D6',
  /** Success and warning are text colours too (tags, statuses): 5.31:1 and 5.43:1 on white. */
  success: '#237A4B',
  warning: '#9A5B00',
  error: '#C53030',
} as const;

export const fontFamily =
  "Inter, 'Segoe UI', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Hovered and focused fields: the info blue, not the brand red. */
const focusRing = { hoverBorderColor: palette.info, activeBorderColor: palette.info, activeShadow: '0 0 0 2px rgba(56, 103, 214, 0.2)' };

/** The one antd theme of the suite. */
export const pimentoTheme: ThemeConfig = {
  cssVar: { key: 'pimento' },
  hashed: false,
  token: {
    colorPrimary: palette.pepper,
    // White text stays at AA on a hovered or pressed button: darker, never lighter, than at rest
    // (antd's derived hover, #d46653, gave 3.6:1). Links and danger buttons alike.
    colorPrimaryHover: '#B53A29',
    colorPrimaryActive: palette.pepperDark,
    colorErrorHover: '#A82828',
    colorErrorActive: '#8F2020',
    colorLinkHover: '#2F57B5',
    colorLinkActive: '#274A9A',
    colorInfo: palette.info,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorError: palette.error,
    colorLink: palette.info,
    colorTextBase: palette.ink,
    // antd derives these from the ink at 45 % and 25 %: 2.8:1 and 1.8:1 on white, below AA.
    colorTextTertiary: palette.inkMuted,
    colorTextDescription: palette.inkMuted,
    colorTextPlaceholder: palette.placeholder,
    colorBgLayout: palette.canvas,
    colorBorderSecondary: palette.border,
    borderRadius: 8,
    borderRadiusLG: 12,
    fontFamily,
    fontSize: 14,
    controlHeight: 36,
    wireframe: false,
    // No motion: a list, menu or dialog that still scales or slides in can move another item under
    // the pointer between a press and its release, and the click is lost (docs/catalogue-ui.md).
    motion: false,
  },
  components: {
    Layout: { siderBg: palette.sidebar, headerBg: palette.surface, bodyBg: palette.canvas, headerHeight: 56, headerPadding: '0 20px' },
    Menu: {
      darkItemBg: palette.sidebar,
      darkItemHoverBg: palette.sidebarHover,
      darkItemSelectedBg: 'rgba(200, 64, 46, 0.18)',
      darkItemSelectedColor: '#FFFFFF',
      itemBorderRadius: 6,
    },
    Card: { paddingLG: 24 },
    // A field being typed in is outlined in blue: a red ring (the brand colour) read as an error.
    Input: focusRing,
    InputNumber: focusRing,
    Select: focusRing,
    DatePicker: focusRing,
    Button: { fontWeight: 500 },
    Typography: { titleMarginBottom: 4 },
  },
};
