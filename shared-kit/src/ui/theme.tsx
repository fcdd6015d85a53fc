import type { ThemeConfig } from '@pimento/shared-kit/ui/antd-core';
import { fontFamily, palette, radii } from '@pimento/shared-kit/design/tokens';

/**
 * Pimento's palette: calm neutrals, a warm pepper red for the brand and primary actions only. The
 * values live in the design tokens (`design/tokens.ts`), with their contrast rules.
 */
export { fontFamily, palette };

/** Hovered and focused fields: the info blue, not the brand red. */
const focusRing = { hoverBorderColor: palette.info, activeBorderColor: palette.info, activeShadow: `0 0 0 2px ${palette.infoFocusRing}` };

/** The one antd theme of the suite. */
export const pimentoTheme: ThemeConfig = {
  cssVar: { key: 'pimento' },
  hashed: false,
  token: {
    colorPrimary: palette.pepper,
    // White text stays at AA on a hovered or pressed button: darker, never lighter, than at rest
    // (antd's derived hover, #d46653, gave 3.6:1). Links and danger buttons alike.
    colorPrimaryHover: palette.pepperHover,
    colorPrimaryActive: palette.pepperDark,
    colorErrorHover: palette.errorHover,
    colorErrorActive: palette.errorActive,
    colorLinkHover: palette.infoHover,
    colorLinkActive: palette.infoActive,
    colorInfo: palette.info,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorError: palette.error,
    // antd derives status fills from the status colour, darker the darker it is: a warning tag's
    // text stood at 3.6:1 on its fill, a success tag's at 2.7:1. The fills are the tokens'.
    colorSuccessBg: palette.successBg,
    colorSuccessBorder: palette.successBorder,
    colorWarningBg: palette.warningBg,
    colorWarningBorder: palette.warningBorder,
    colorErrorBg: palette.errorBg,
    colorErrorBorder: palette.errorBorder,
    colorInfoBg: palette.infoBg,
    colorInfoBorder: palette.infoBorder,
    colorLink: palette.info,
    colorTextBase: palette.ink,
    // antd derives these from the ink at 45 % and 25 %: 2.8:1 and 1.8:1 on white, below AA.
    colorTextTertiary: palette.inkMuted,
    colorTextDescription: palette.inkMuted,
    colorTextPlaceholder: palette.placeholder,
    colorBgLayout: palette.canvas,
    colorBorderSecondary: palette.border,
    borderRadius: radii.md,
    borderRadiusLG: radii.lg,
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
      darkItemSelectedBg: palette.pepperSelected,
      darkItemSelectedColor: palette.onAccent,
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
