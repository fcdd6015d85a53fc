import type { ReactNode } from 'react';
import { injectStyles } from './style-sheet.ts';

const css = `
.pm-tag {
  display: inline-flex; align-items: center; gap: 4px; height: 22px; padding: 0 7px; border: 1px solid var(--pimento-border);
  border-radius: 4px; background: var(--pimento-surface-raised); color: var(--pimento-ink); font: 400 12px/20px var(--pimento-font); white-space: nowrap;
}
.pm-tag--green { color: var(--pimento-success-text); background: var(--pimento-success-bg); border-color: var(--pimento-success-border); }
.pm-tag--orange { color: var(--pimento-warning); background: var(--pimento-warning-bg); border-color: var(--pimento-warning-border); }
.pm-tag--blue { color: var(--pimento-info-text); background: var(--pimento-info-bg); border-color: var(--pimento-info-border); }
.pm-tag--red { color: var(--pimento-error-text); background: var(--pimento-error-bg); border-color: var(--pimento-error-border); }
.pm-tag--large { height: 28px; padding: 0 8px; font-size: 13px; line-height: 26px; }
.pm-tag__body { border: 0; background: none; padding: 0; color: inherit; font: inherit; cursor: pointer; }
.pm-tag__body:focus-visible, .pm-tag__close:focus-visible { outline: 2px solid color-mix(in srgb, var(--pimento-info) 50%, transparent); border-radius: 2px; }
.pm-tag__close { display: inline-flex; align-items: center; justify-content: center; width: 16px; height: 16px; margin-right: -3px;
  border: 0; border-radius: 3px; background: none; color: inherit; opacity: .55; cursor: pointer; font: 700 13px/1 var(--pimento-font); padding: 0; }
.pm-tag__close:hover { opacity: 1; background: var(--pimento-fill-pressed); }
`;

export type PlainTagProps = {
  color?: 'default' | 'green' | 'orange' | 'blue' | 'red';
  size?: 'default' | 'large';
  children: ReactNode;
  /** Makes the tag's text a button (e.g. to edit what the tag stands for); `true` when a wrapper (a popover's trigger) handles its click. */
  onClick?: (() => void) | true;
  /** Adds a × button, named `closeLabel` for assistive technology. */
  onClose?: () => void;
  closeLabel?: string;
  'data-testid'?: string;
};

/** A tag (status, filter chip) drawn like antd's, without antd: one span, cheap to mount in every listing row. */
export function PlainTag({ color = 'default', size = 'default', children, onClick, onClose, closeLabel, 'data-testid': testId }: PlainTagProps) {
  injectStyles('tag', css);
  return (
    <span className={`pm-tag pm-tag--${color}${size === 'large' ? ' pm-tag--large' : ''}`} data-testid={testId}>
      {onClick ? (
        <button type="button" className="pm-tag__body" onClick={onClick === true ? undefined : onClick}>
          {children}
        </button>
      ) : (
        children
      )}
      {onClose && (
        <button type="button" className="pm-tag__close" aria-label={closeLabel} title={closeLabel}
          onClick={(event) => {
            // Not a click on the tag itself (a popover around it would open).
            event.stopPropagation();
            onClose();
          }}
        >
          ×
        </button>
      )}
    </span>
  );
}
