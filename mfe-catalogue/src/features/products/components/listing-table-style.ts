/** Height of a listing row (fixed: the virtual rows are placed from it). */
export const rowHeight = 40;
/** Width of the check box column. */
export const selectionWidth = 48;

/** The listing grid's CSS (palette from `ui/plain/style-sheet`), added once by `ListingTable`. */
export const listingTableCss = `
.pm-grid { position: relative; font: 400 14px/1.5714 var(--pimento-font); color: var(--pimento-ink); }
.pm-grid__scroll { overflow: auto; overscroll-behavior: contain; outline: none; }
.pm-grid__table { table-layout: fixed; min-width: 100%; border-collapse: separate; border-spacing: 0; }
.pm-grid__head, .pm-grid__cell { height: ${rowHeight}px; padding: 0 8px; border-bottom: 1px solid var(--pimento-divider); background: var(--pimento-surface);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; text-align: left; box-sizing: border-box; }
.pm-grid__head { position: sticky; top: 0; z-index: 2; background: var(--pimento-surface-raised); color: var(--pimento-ink); font-weight: 600; }
.pm-grid__head:not(:last-child)::after { content: ''; position: absolute; right: 0; top: 50%; height: 1.6em; transform: translateY(-50%); width: 1px; background: var(--pimento-divider); }
.pm-grid__cell--select { position: sticky; left: 0; z-index: 1; width: ${selectionWidth}px; padding: 0; text-align: center; }
.pm-grid__cell--pinned { position: sticky; left: ${selectionWidth}px; z-index: 1; box-shadow: var(--pimento-shadow-pinned-column); }
.pm-grid__head.pm-grid__cell--select, .pm-grid__head.pm-grid__cell--pinned { z-index: 3; }
.pm-grid__cell--right { text-align: right; }
.pm-grid__cell--right .pm-grid__sort { justify-content: flex-end; }
.pm-grid__cell--select input { width: 16px; height: 16px; margin: 0; accent-color: var(--pimento-pepper); cursor: pointer; vertical-align: middle; }
.pm-grid__row:hover > .pm-grid__cell { background: var(--pimento-surface-raised); }
.pm-grid__row--selected > .pm-grid__cell { background: color-mix(in srgb, var(--pimento-pepper) 6%, white); }
.pm-grid__row--selected:hover > .pm-grid__cell { background: color-mix(in srgb, var(--pimento-pepper) 9%, white); }
.pm-grid__spacer td { padding: 0; border: 0; }
.pm-grid__sort { display: flex; align-items: center; justify-content: space-between; gap: 4px; width: 100%; height: 100%; padding: 0; border: 0;
  background: none; color: inherit; font: inherit; text-align: inherit; cursor: pointer; }
.pm-grid__sort:hover { color: var(--pimento-pepper); }
.pm-grid__sort:focus-visible { outline: 2px solid color-mix(in srgb, var(--pimento-pepper) 45%, transparent); outline-offset: -2px; }
.pm-grid__title { overflow: hidden; text-overflow: ellipsis; }
.pm-grid__arrows { flex: none; display: inline-flex; flex-direction: column; gap: 2px; }
.pm-grid__arrows::before, .pm-grid__arrows::after { content: ''; border: 4px solid transparent; color: var(--pimento-icon-faint); }
.pm-grid__arrows::before { border-bottom: 5px solid currentColor; border-top: 0; }
.pm-grid__arrows::after { border-top: 5px solid currentColor; border-bottom: 0; }
.pm-grid__arrows--ascending::before, .pm-grid__arrows--descending::after { color: var(--pimento-pepper); }
.pm-grid__link { color: var(--pimento-info); font-family: ui-monospace, Menlo, monospace; font-size: 13px; text-decoration: none; }
.pm-grid__link:hover { text-decoration: underline; }
.pm-grid__link:focus-visible { outline: 2px solid color-mix(in srgb, var(--pimento-info) 50%, transparent); border-radius: 2px; }
.pm-grid--loading tbody { opacity: .55; transition: opacity .2s; }
.pm-grid__progress { position: absolute; top: 0; left: 0; right: 0; z-index: 4; height: 2px; overflow: hidden; }
.pm-grid__progress::after { content: ''; position: absolute; top: 0; bottom: 0; width: 30%; background: var(--pimento-pepper); left: 0; animation: pm-grid-progress 1.1s ease-in-out infinite; }
@keyframes pm-grid-progress { from { transform: translateX(-100%); } to { transform: translateX(340%); } }
.pm-grid__empty { padding: 48px 0; color: var(--pimento-ink-muted); text-align: center; }
`;
