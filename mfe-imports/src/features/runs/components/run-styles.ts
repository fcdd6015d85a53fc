import { injectStyles } from '@pimento/shared-kit/ui/plain/kit';

// Colours only through the design tokens' custom properties (shared-kit/src/design/tokens.ts).
const css = `
.pm-run { display: flex; flex-direction: column; gap: 16px; }
.pm-run__panel { background: var(--pimento-surface); border: 1px solid var(--pimento-border); border-radius: var(--pimento-radius); padding: 16px 20px; box-shadow: var(--pimento-shadow-panel); }
.pm-run__heading { margin: 0 0 12px; font-size: 16px; font-weight: 600; line-height: 24px; color: var(--pimento-ink); }
.pm-run__state { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.pm-run__help { margin: 0; color: var(--pimento-ink-soft); }
.pm-run__progress { margin-top: 12px; max-width: 640px; }
.pm-run__progress-text { margin: 4px 0 0; color: var(--pimento-ink-muted); font-size: 13px; }
.pm-run__notice { margin-top: 12px; display: flex; flex-wrap: wrap; align-items: center; gap: 8px; color: var(--pimento-ink-muted); }
.pm-run__details { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 12px 24px; margin: 16px 0 0; }
.pm-run__details dt, .pm-run__count dt { color: var(--pimento-ink-muted); font-size: 13px; line-height: 20px; }
.pm-run__details dd { margin: 0; color: var(--pimento-ink); overflow-wrap: anywhere; }
.pm-run__counts { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 12px; margin: 0; }
.pm-run__count { padding: 10px 12px; border: 1px solid var(--pimento-border); border-radius: var(--pimento-radius); background: var(--pimento-surface-raised); display: flex; flex-direction: column-reverse; }
.pm-run__count dd { margin: 0; font-size: 22px; font-weight: 600; line-height: 30px; color: var(--pimento-ink); font-variant-numeric: tabular-nums; }
.pm-run__count--error dd { color: var(--pimento-error-text); }
.pm-run__link { color: var(--pimento-info-text); text-decoration: underline; text-underline-offset: 2px; }
.pm-run__link:hover { color: var(--pimento-info-active); }
.pm-run__link:focus-visible { outline: 2px solid var(--pimento-info); outline-offset: 2px; border-radius: 2px; }
.pm-run__rows-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 12px; }
.pm-run__rows-head .pm-run__heading { margin: 0; }
.pm-run__list { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 4px; }
.pm-run__list--inline { flex-direction: row; flex-wrap: wrap; gap: 4px 16px; }
.pm-run__field { font-weight: 600; }
.pm-run__old { color: var(--pimento-ink-muted); text-decoration: line-through; }
.pm-run__new { color: var(--pimento-ink); text-decoration: none; }
.pm-run__arrow { padding: 0 6px; color: var(--pimento-ink-muted); }
.pm-run__code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; padding: 0 4px; border-radius: 4px; background: var(--pimento-tile); color: var(--pimento-ink-soft); }
.pm-run__error-message { color: var(--pimento-error-text); }
.pm-run__muted { color: var(--pimento-ink-muted); }
.pm-run__pager { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 8px; margin-top: 12px; }
.pm-run__actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: flex-end; min-width: 0; flex: 0 1 auto; }
/* On a narrow page a long action wraps its text rather than leaving the frame. */
.pm-run__actions .ant-btn { max-width: 100%; height: auto; min-height: var(--pimento-control-height); white-space: normal; }
.pm-run__sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
`;

/** The run page's styles, injected once. */
export function useRunStyles(): void {
  injectStyles('imports-run-page', css);
}
