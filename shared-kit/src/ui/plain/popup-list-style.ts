/** The look of a popup list (a menu's items, a select's options), shared by `menu-button` and `select-menu`. */
export const popupListCss = `
.pm-popup-anchor { position: relative; display: inline-flex; }
.pm-popup-list {
  position: absolute; top: calc(100% + 4px); z-index: 1050; min-width: 100%; max-height: 320px; overflow: auto; margin: 0; padding: 4px;
  list-style: none; border-radius: var(--pimento-radius); background: var(--pimento-surface);
  box-shadow: var(--pimento-shadow-popup);
}
.pm-popup-list--left { left: 0; }
.pm-popup-list--right { right: 0; }
.pm-popup-item {
  padding: 5px 12px; border-radius: 4px; color: var(--pimento-ink); font: 400 14px/22px var(--pimento-font); white-space: nowrap; cursor: pointer; outline: none;
}
.pm-popup-item:hover, .pm-popup-item--active, .pm-popup-item:focus-visible { background: var(--pimento-fill-hover); }
.pm-popup-item[aria-selected='true'] { background: color-mix(in srgb, var(--pimento-pepper) 10%, white); font-weight: 600; }
.pm-popup-item--danger { color: var(--pimento-error); }
.pm-popup-item--danger:hover, .pm-popup-item--danger:focus-visible { background: var(--pimento-error); color: var(--pimento-on-accent); }
.pm-popup-empty { padding: 8px 12px; color: var(--pimento-ink-muted); font: 400 14px/22px var(--pimento-font); }
`;
