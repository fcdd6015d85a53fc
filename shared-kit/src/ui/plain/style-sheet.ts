import { cssCustomPropertiesRule } from '@pimento/shared-kit/design/tokens';

/**
 * Styles of the plain (antd-free) components that render the first screen of a signed-in page: each
 * component family adds its CSS once, as a `<style>` element, so a remote carries its own styles
 * without depending on the shell's `index.html` and without antd's CSS-in-JS runtime (
 * bytes and blocking time of the first render).
 */
const injected = new Set<string>();

/** The design tokens as CSS custom properties, the same values as antd's theme (`ui/theme.tsx`). */
const tokens = cssCustomPropertiesRule();

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
