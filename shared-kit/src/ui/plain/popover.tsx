import { useCallback, useId, useRef, type ReactNode } from 'react';
import { injectStyles } from './style-sheet.ts';
import { useDismiss } from './use-dismiss.ts';

const css = `
.pm-popover { position: relative; display: inline-flex; }
.pm-popover__panel {
  position: absolute; top: calc(100% + 6px); z-index: 1050; padding: 12px; border-radius: var(--pimento-radius);
  background: var(--pimento-surface); color: var(--pimento-ink); font: 400 14px/1.5714 var(--pimento-font);
  box-shadow: var(--pimento-shadow-popup);
}
.pm-popover__panel--bottomLeft { left: 0; }
.pm-popover__panel--bottomRight { right: 0; }
`;

export type PlainPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the popover shows; rendered only while open. */
  content: ReactNode;
  /** The trigger: a click on it opens or closes the popover. */
  children: ReactNode;
  /** The panel's accessible name. */
  label: string;
  placement?: 'bottomLeft' | 'bottomRight';
};

/**
 * A click popover without antd: the panel under its trigger, closed by Escape or a press outside.
 * Popups opened from its content (a select's list) must render inside the panel (antd:
 * `getPopupContainer`), or a press in them counts as outside.
 */
export function PlainPopover({ open, onOpenChange, content, children, label, placement = 'bottomLeft' }: PlainPopoverProps) {
  injectStyles('popover', css);
  const root = useRef<HTMLSpanElement>(null);
  const id = useId();
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useDismiss(open, root, close);
  return (
    <span className="pm-popover" ref={root}>
      <span
        className="pm-popover__trigger"
        aria-controls={open ? id : undefined}
        onClick={() => onOpenChange(!open)}
      >
        {children}
      </span>
      {open && (
        <div id={id} role="dialog" aria-label={label} className={`pm-popover__panel pm-popover__panel--${placement}`}>
          {content}
        </div>
      )}
    </span>
  );
}
