/**
 * Pimento's design tokens: the one file where a colour, a spacing, a radius or a shadow is
 * written. antd's theme (`ui/theme.tsx`) reads them, the plain kit and the shell's frame read them
 * as CSS custom properties (`--pimento-<name>`, `cssCustomProperties`), screens import them for
 * inline styles. ESLint refuses a colour written anywhere else (`eslint.config.js`).
 *
 * Contrast (docs/accessibility.md): every text colour reaches WCAG AA's 4.5:1 on the surface and
 * the canvas; secondary text is `inkMuted`, never the ink made transparent; a hovered or pressed
 * primary, danger or link colour is darker than at rest, never lighter, so white text on it stays
 * at AA. Plain data: no React, no DOM (Node and the browser both import it).
 */

export const palette = {
  /** The brand's warm red: brand mark, primary actions. 4.97:1 under white text. */
  pepper: '#C8402E',
  /** A hovered primary action (antd's derived hover, #D46653, gave white text 3.6:1). */
  pepperHover: '#B53A29',
  /** A pressed primary action, the focus outline of the skip link. */
  pepperDark: '#A33122',
  ink: '#1D232B',
  inkSoft: '#4A5563',
  /** Secondary text (descriptions, empty states, breadcrumbs, counts): 5.96:1 on white, 5.47:1 on the canvas. */
  inkMuted: '#5D6470',
  /** Placeholders: 4.92:1 on white, lighter than any value typed. */
  placeholder: '#6B717A',
  /** Text on a coloured fill (primary buttons, badges, tooltips, the dark sidebar). */
  onAccent: '#FFFFFF',
  /** The faint part of a spinner on a coloured fill. */
  onAccentFaint: 'rgba(255, 255, 255, 0.45)',
  sidebar: '#1B2027',
  sidebarHover: '#262C35',
  /** Hairlines on the dark sidebar. */
  sidebarDivider: 'rgba(255, 255, 255, 0.06)',
  /** A sidebar entry's move handle under the pointer. */
  sidebarHandleHover: '#323A45',
  /** Sidebar text at rest (entries, brand area). */
  sidebarText: '#AEB8C4',
  sidebarTextSoft: '#C9D1DB',
  /** Light text on the dark sign-in panel. */
  sidebarTitle: '#F2F4F7',
  /** The dark sign-in panel's gradient, from the sidebar's colour to this one. */
  sidebarGradientEnd: '#252C36',
  /** The pepper glow in a corner of the sign-in panel. */
  pepperGlow: 'rgba(200, 64, 46, 0.35)',
  /** The user's initials. */
  avatar: '#2F3742',
  surface: '#FFFFFF',
  /** A surface one step above (table head, group headers, tags, password rules). */
  surfaceRaised: '#FAFBFC',
  /** The page behind the panels. */
  canvas: '#F4F5F7',
  /** The loading screen before the first render. */
  loaderCanvas: '#F7F7F8',
  /** A track under a segmented control or an icon tile. */
  track: '#EEF0F3',
  tile: '#F1F3F6',
  border: '#E4E7EC',
  /** The border of a text field at rest. */
  fieldBorder: '#D9D9D9',
  /** Hairlines between rows and sections, over any surface. */
  divider: 'rgba(5, 5, 5, 0.06)',
  /** The outline of a card inside a card. */
  borderSoft: 'rgba(5, 5, 5, 0.08)',
  /** A row, item or button under the pointer. */
  fillHover: 'rgba(0, 0, 0, 0.04)',
  fillTrack: 'rgba(0, 0, 0, 0.05)',
  fillPressed: 'rgba(0, 0, 0, 0.06)',
  /** Disabled text and icons (WCAG exempts them from contrast). */
  textDisabled: 'rgba(0, 0, 0, 0.25)',
  /** Decorative icons beside a text that names them (folder, list, drag handle, select arrow). */
  iconMuted: '#94A3B8',
  iconHandle: 'rgba(0, 0, 0, 0.35)',
  iconSoft: 'rgba(0, 0, 0, 0.45)',
  /** The sort arrows of a column that is not sorted. */
  iconFaint: 'rgba(0, 0, 0, 0.25)',
  /** The close button of a toast. */
  iconClose: '#98A2B3',
  tooltip: 'rgba(0, 0, 0, 0.85)',
  /** A search match inside a name. */
  highlight: '#FFF3C4',
  /** Links, focus of fields, drop targets, the selected entry of a list. */
  info: '#3867D6',
  infoHover: '#2F57B5',
  infoActive: '#274A9A',
  infoText: '#2A4FA8',
  infoBg: '#EEF3FD',
  infoBorder: '#BCCDF3',
  /** The selected entry of a list, a drop target, a hint panel: the info blue, faint. */
  infoFaint: 'rgba(56, 103, 214, 0.08)',
  /** A drop inside an entry (a stronger tint than a drop between entries). */
  infoDrop: 'rgba(56, 103, 214, 0.12)',
  infoFocusRing: 'rgba(56, 103, 214, 0.2)',
  /** Success and warning are text colours too (tags, statuses): 5.31:1 and 5.43:1 on white. */
  success: '#237A4B',
  successText: '#1F6E43',
  successBg: '#ECF7F0',
  successBorder: '#B4DCC3',
  warning: '#9A5B00',
  warningBg: '#FFF6E6',
  warningBorder: '#F5D29A',
  /** The warning triangle of a remote that failed (an icon, beside its title). */
  warningIcon: '#FAAD14',
  error: '#C53030',
  errorHover: '#A82828',
  errorActive: '#8F2020',
  errorText: '#A12B2B',
  errorBg: '#FDEEEE',
  errorBorder: '#F1BDBD',
  /** Unread notifications. */
  pepperBg: '#FFF7F5',
  /** The selected sidebar entry. */
  pepperSelected: 'rgba(200, 64, 46, 0.18)',
  pepperFocusRing: 'rgba(200, 64, 46, 0.35)',
  pepperFieldRing: 'rgba(200, 64, 46, 0.12)',
  errorFieldRing: 'rgba(197, 48, 48, 0.12)',
  /** The user's own messages in the AI chat (the assistant's are on `tile`). */
  chatMine: '#FBE9E6',
  /** The leaf of the brand mark, and the pale pepper of its fruit. */
  brandLeaf: '#7FB77E',
  brandPale: '#FFF4EF',
  /** Drawings of empty states. */
  emptyFill: '#F5F5F5',
  emptyStroke: '#D9D9D9',
  emptyPaper: '#FAFAFA',
  /** The second colour of two-tone icons. */
  iconTwoTone: '#E6E6E6',
  /** The skeleton's shimmer. */
  skeleton: 'rgba(0, 0, 0, 0.06)',
  skeletonShine: 'rgba(0, 0, 0, 0.15)',
} as const;

export type PaletteName = keyof typeof palette;

export const fontFamily = "Inter, 'Segoe UI', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Spacing steps in pixels (padding, gaps, margins). */
export const spacing = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 } as const;

/** Corner radii in pixels. */
export const radii = { xs: 4, sm: 6, md: 8, lg: 12, round: 999 } as const;

/** Shadows, lightest to deepest. */
export const shadows = {
  /** A white panel on the canvas (cards, lists). */
  panel: '0 1px 2px rgba(16, 24, 40, 0.06)',
  /** A control lifted from its track (the selected segment). */
  raised: '0 1px 2px rgba(0, 0, 0, 0.08), 0 1px 4px -1px rgba(0, 0, 0, 0.04)',
  /** A button's resting depth. */
  button: '0 1px 0 rgba(0, 0, 0, 0.02)',
  buttonPrimary: '0 2px 0 rgba(200, 64, 46, 0.08)',
  /** Tooltips. */
  tooltip: '0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12)',
  /** Menus, popovers, dropdowns. */
  popup: '0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
  /** The help and AI side panels. */
  sidePanel: '-8px 0 24px rgba(16, 24, 40, 0.04)',
  /** The sign-in card. */
  card: '0 12px 40px rgba(16, 24, 40, 0.08)',
  /** Toasts, above everything. */
  toast: '0 10px 30px rgba(16, 24, 40, 0.12)',
  /** The help tab on the right edge. */
  tab: '-2px 2px 10px rgba(16, 24, 40, 0.08)',
  /** The skip link when focused. */
  skipLink: '0 6px 16px rgba(16, 24, 40, 0.2)',
  /** The selected item of the sign-in screen's language switch. */
  segment: '0 1px 2px rgba(16, 24, 40, 0.12)',
  /** The column pinned at the left of a scrolled listing. */
  pinnedColumn: 'inset -8px 0 8px -8px rgba(5, 5, 5, 0.12)',
} as const;

/** A token's CSS custom property name: `pepperDark` → `--pimento-pepper-dark`. */
export function cssVariableName(name: string): string {
  return `--pimento-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** `var(--pimento-<name>)`, for CSS written in TypeScript. */
export function cssVar(name: PaletteName | `shadow-${keyof typeof shadows}`): string {
  return `var(${cssVariableName(name)})`;
}

/** Every token as a CSS custom property (`name: value`), colours, shadows, radius, font. */
export function cssCustomProperties(): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(palette).map(([name, value]) => [cssVariableName(name), value])),
    ...Object.fromEntries(Object.entries(shadows).map(([name, value]) => [cssVariableName(`shadow-${name}`), value])),
    '--pimento-radius': `${radii.md}px`,
    '--pimento-control-height': '36px',
    '--pimento-font': fontFamily,
  };
}

/** The `:root { … }` rule declaring every token. */
export function cssCustomPropertiesRule(): string {
  return `:root {\n${Object.entries(cssCustomProperties())
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n')}\n}`;
}
