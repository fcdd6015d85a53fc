/** The look of a popup list (a menu's items, a select's options), shared by `menu-button` and `select-menu`. */
export const popupListCss = `
.pm-popup-anchor { position: relative; display: inline-flex; }
.pm-popup-list {
  position: absolute; top: calc(100% + 4px); z-index: 1050; min-width: 100%; max-height: 320px; overflow: auto; margin: 0; padding: 4px;
  list-style: none; border-radius: var(--pimento-radius); background: var(--pimento-surface);
  box-shadow: 0 6px 16px rgba(0,0,0,.08), 0 3px 6px -4px rgba(0,0,0,.12), 0 9px 28px 8px rgba(0,0,0,.05);
}
.pm-popup-list--left { left: 0; }
.pm-popup-list--right { right: 0; }
.pm-popup-item {
  padding: 5px 12px; border-radius: 4px; color: var(--pimento-ink); font: 400 14px/22px var(--pimento-font); white-space: nowrap; cursor: pointer; outline: none;
}
.pm-popup-item:hover, .pm-popup-item--active, .pm-popup-item:focus-visible { background: rgba(0,0,0,.04); }
.pm-popup-item[aria-selected='true'] { background: color-mix(in srgb, var(--pimento-pepper) 10%, white); font-weight: 600; }
.pm-popup-item--danger { color: var(--pimento-error); }
.pm-popup-item--danger:hover, .pm-popup-item--danger:focus-visible { background: var(--pimento-error); color: #fff; }
.pm-popup-empty { padding: 8px 12px; color: var(--pimento-ink-muted); font: 400 14px/22px var(--pimento-font); }
`;
