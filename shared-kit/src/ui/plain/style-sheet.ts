import { fontFamily, palette } from '@pimento/shared-kit/ui/theme';

/**
 * Styles of the plain (antd-free) components that render the first screen of a signed-in page: each
 * component family adds its CSS once, as a `<style>` element, so a remote carries its own styles
 * without depending on the shell's `index.html` and without antd's CSS-in-JS runtime (issue 3:
 * bytes and blocking time of the first render).
 */
const injected = new Set<string>();

/** The palette as CSS custom properties, the same values as antd's theme (`ui/theme.tsx`). */
const tokens = `:root {
  --pimento-pepper: ${palette.pepper};
  --pimento-pepper-dark: ${palette.pepperDark};
  --pimento-ink: ${palette.ink};
  --pimento-ink-soft: ${palette.inkSoft};
  --pimento-ink-muted: ${palette.inkMuted};
  --pimento-placeholder: ${palette.placeholder};
  --pimento-sidebar: ${palette.sidebar};
  --pimento-sidebar-hover: ${palette.sidebarHover};
  --pimento-surface: ${palette.surface};
  --pimento-canvas: ${palette.canvas};
  --pimento-border: ${palette.border};
  --pimento-info: ${palette.info};
  --pimento-success: ${palette.success};
  --pimento-warning: ${palette.warning};
  --pimento-error: ${palette.error};
  --pimento-radius: 8px;
  --pimento-control-height: 36px;
  --pimento-font: ${fontFamily};
}`;

/** Adds `css` to the page once per `id` (a component family's name). */
export function injectStyles(id: string, css: string): void {
  if (typeof document === 'undefined') return;
  if (!injected.has('tokens')) appendStyle('tokens', tokens);
  if (injected.has(id)) return;
  appendStyle(id, css);
}

function appendStyle(id: string, css: string): void {
  injected.add(id);
  const style = document.createElement('style');
  style.dataset.pimentoStyles = id;
  style.textContent = css;
  document.head.appendChild(style);
}
