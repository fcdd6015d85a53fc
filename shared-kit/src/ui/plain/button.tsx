import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { injectStyles } from './style-sheet.ts';

const css = `
.pm-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  height: var(--pimento-control-height); padding: 0 15px; border: 1px solid var(--pimento-border);
  border-radius: var(--pimento-radius); background: var(--pimento-surface); color: var(--pimento-ink);
  font: 400 14px/1 var(--pimento-font); white-space: nowrap; cursor: pointer;
  transition: color .2s, border-color .2s, background .2s; box-shadow: var(--pimento-shadow-button);
}
.pm-button:hover:not(:disabled) { color: var(--pimento-pepper); border-color: var(--pimento-pepper); }
.pm-button:focus-visible { outline: 2px solid color-mix(in srgb, var(--pimento-pepper) 45%, transparent); outline-offset: 1px; }
.pm-button:disabled { cursor: not-allowed; color: var(--pimento-text-disabled); background: var(--pimento-fill-hover); border-color: var(--pimento-border); box-shadow: none; }
.pm-button--small { height: 26px; padding: 0 7px; font-size: 14px; border-radius: 6px; }
.pm-button--icon-only { width: var(--pimento-control-height); padding: 0; }
.pm-button--small.pm-button--icon-only { width: 26px; }
.pm-button--primary { background: var(--pimento-pepper); border-color: var(--pimento-pepper); color: var(--pimento-on-accent); box-shadow: var(--pimento-shadow-button-primary); }
.pm-button--primary:hover:not(:disabled) { background: var(--pimento-pepper-hover); border-color: var(--pimento-pepper-hover); color: var(--pimento-on-accent); }
.pm-button--primary:active:not(:disabled) { background: var(--pimento-pepper-dark); border-color: var(--pimento-pepper-dark); }
.pm-button--dashed { border-style: dashed; }
.pm-button--link, .pm-button--text { border-color: transparent; background: transparent; box-shadow: none; }
.pm-button--link { color: var(--pimento-info); }
.pm-button--link:hover:not(:disabled) { border-color: transparent; color: color-mix(in srgb, var(--pimento-info) 80%, black); }
.pm-button--text:hover:not(:disabled) { border-color: transparent; background: var(--pimento-fill-hover); color: var(--pimento-ink); }
.pm-button--danger { color: var(--pimento-error); border-color: var(--pimento-error); }
.pm-button--danger:hover:not(:disabled) { color: var(--pimento-error); border-color: var(--pimento-error); background: color-mix(in srgb, var(--pimento-error) 6%, white); }
.pm-button__spinner { width: 12px; height: 12px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: pm-button-spin .8s linear infinite; }
@keyframes pm-button-spin { to { transform: rotate(360deg); } }
`;

export type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: 'default' | 'primary' | 'dashed' | 'link' | 'text';
  size?: 'small' | 'middle';
  danger?: boolean;
  icon?: ReactNode;
  loading?: boolean;
  /** The button's HTML type; `button` unless said otherwise (a plain button never submits by surprise). */
  htmlType?: 'button' | 'submit' | 'reset';
};

/**
 * A button drawn like antd's (same sizes and palette), without antd: for what a page shows on its
 * first render. Icon-only buttons need an `aria-label`.
 */
export const PlainButton = forwardRef<HTMLButtonElement, PlainButtonProps>(function PlainButton(
  { variant = 'default', size = 'middle', danger = false, icon, loading = false, htmlType = 'button', className, children, disabled, ...rest },
  ref,
) {
  injectStyles('button', css);
  const classes = ['pm-button', `pm-button--${variant}`];
  if (size === 'small') classes.push('pm-button--small');
  if (danger) classes.push('pm-button--danger');
  if (children === undefined || children === null) classes.push('pm-button--icon-only');
  if (className) classes.push(className);
  return (
    <button ref={ref} type={htmlType} className={classes.join(' ')} disabled={disabled} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className="pm-button__spinner" aria-hidden /> : icon}
      {children}
    </button>
  );
});
