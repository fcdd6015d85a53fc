import { injectStyles } from '@pimento/shared-kit/ui/plain/kit';

/**
 * Styles of the signed-in frame's plain controls (header buttons, badges, tooltips, the user menu,
 * the loading states of the panels and remote slots): drawn like antd's, without antd.
 * The frame's layout itself (sidebar, header bar, panels) is styled in `index.html`.
 */
const css = `
.pimento-header-bar { display: flex; align-items: center; justify-content: space-between; }
.pimento-header-actions { display: flex; align-items: center; gap: 6px; }
.pimento-panel-header { display: flex; align-items: center; justify-content: space-between; }
.pimento-tip { position: relative; display: inline-flex; }
.pimento-tip::after {
  content: attr(data-tip); position: absolute; z-index: 1070; top: calc(100% + 8px); left: 50%; transform: translateX(-50%);
  padding: 6px 8px; border-radius: 6px; background: var(--pimento-tooltip); color: var(--pimento-on-accent); font: 400 13px/1.4 var(--pimento-font);
  white-space: nowrap; pointer-events: none; opacity: 0; visibility: hidden; transition: opacity .15s .1s, visibility .15s .1s;
  box-shadow: var(--pimento-shadow-tooltip);
}
.pimento-tip-right::after { top: 50%; left: calc(100% + 8px); transform: translateY(-50%); }
.pimento-tip:hover::after, .pimento-tip:has(:focus-visible)::after { opacity: 1; visibility: visible; }
.pimento-nav-list .pimento-tip { display: flex; }
.pimento-nav-list .pimento-tip > a { flex: 1; }
.pimento-badge-host { position: relative; display: inline-flex; }
.pimento-badge {
  position: absolute; top: 4px; right: 4px; transform: translate(50%, -50%); z-index: 1; min-width: 16px; height: 16px; padding: 0 4px;
  border-radius: 8px; background: var(--pimento-error); color: var(--pimento-on-accent); box-shadow: 0 0 0 1px var(--pimento-surface);
  font: 400 12px/16px var(--pimento-font); text-align: center; white-space: nowrap; pointer-events: none;
}
.pimento-header-button.pm-button--text { font-size: 16px; color: var(--pimento-ink); }
.pimento-header-button.pm-button--default { font-size: 16px; }
.pimento-avatar {
  display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; border-radius: 50%;
  background: var(--pimento-avatar); color: var(--pimento-on-accent); font-size: 12px; line-height: 1; flex: none;
}
.pimento-user-menu { position: relative; display: inline-flex; }
.pimento-user-menu-list {
  position: absolute; right: 0; top: calc(100% + 4px); z-index: 1050; min-width: 160px; margin: 0; padding: 4px; list-style: none;
  background: var(--pimento-surface); border-radius: var(--pimento-radius); box-shadow: var(--pimento-shadow-popup);
  animation: pimento-menu-in .15s ease-out;
}
.pimento-user-menu-item {
  display: block; width: 100%; padding: 5px 12px; border: 0; border-radius: 4px; background: transparent; color: var(--pimento-ink);
  font: 400 14px/22px var(--pimento-font); text-align: left; cursor: pointer;
}
.pimento-user-menu-item:hover, .pimento-user-menu-item:focus-visible { background: var(--pimento-fill-hover); outline: none; }
.pimento-user-menu-item-danger { color: var(--pimento-error); }
.pimento-user-menu-item-danger:hover, .pimento-user-menu-item-danger:focus-visible { background: var(--pimento-error); color: var(--pimento-on-accent); }
.pimento-user-menu-divider { height: 1px; margin: 4px 0; background: var(--pimento-divider); }
/* A fade only: an item that slid under the pointer between press and release would lose the click. */
@keyframes pimento-menu-in { from { opacity: 0; } }
.pimento-spinner { display: inline-flex; flex-direction: column; align-items: center; gap: 10px; color: var(--pimento-pepper); font-size: 14px; }
.pimento-spinner-dot { width: 20px; height: 20px; border: 3px solid color-mix(in srgb, var(--pimento-pepper) 20%, transparent); border-top-color: var(--pimento-pepper); border-radius: 50%; animation: pimento-spin .8s linear infinite; }
.pimento-panel-title { display: inline-flex; align-items: center; gap: 6px; font-weight: 600; font-size: 14px; color: var(--pimento-ink); }
.pimento-skeleton { display: flex; flex-direction: column; gap: 16px; }
.pimento-skeleton span { display: block; height: 16px; border-radius: 4px; background: linear-gradient(90deg, var(--pimento-skeleton) 25%, var(--pimento-skeleton-shine) 37%, var(--pimento-skeleton) 63%); background-size: 400% 100%; animation: pimento-skeleton 1.4s ease infinite; }
.pimento-skeleton span:first-child { width: 38%; height: 20px; }
.pimento-skeleton span:last-child { width: 61%; }
@keyframes pimento-skeleton { from { background-position: 100% 50%; } to { background-position: 0 50%; } }
.pimento-empty { padding: 24px 0; text-align: center; color: var(--pimento-ink-muted); font-size: 14px; }
.pimento-article h4 { margin: 0 0 8px; font-size: 20px; line-height: 1.4; font-weight: 600; color: var(--pimento-ink); }
.pimento-article p { margin: 0 0 1em; line-height: 1.57; font-size: 14px; color: var(--pimento-ink); }
.pimento-help-bar a, .pimento-article a { color: var(--pimento-info); text-decoration: none; }
.pimento-help-bar a:hover { text-decoration: underline; }
`;

/** Adds the frame's control styles to the page (once). */
export function useFrameStyles(): void {
  injectStyles('shell-frame', css);
}
