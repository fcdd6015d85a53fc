import type { CSSProperties, ReactNode } from 'react';
import { injectStyles } from './style-sheet.ts';

const css = `
.pm-alert { display: flex; align-items: flex-start; gap: 12px; padding: 12px 16px; border: 1px solid var(--pimento-error-border); border-radius: var(--pimento-radius);
  background: var(--pimento-error-bg); color: var(--pimento-ink); font: 400 14px/1.5714 var(--pimento-font); }
.pm-alert__icon { flex: none; width: 18px; height: 18px; margin-top: 2px; border-radius: 50%; background: var(--pimento-error); color: var(--pimento-on-accent);
  font: 700 12px/18px var(--pimento-font); text-align: center; }
.pm-alert__body { flex: 1; min-width: 0; }
.pm-alert__title { font-weight: 600; }
.pm-alert__description { color: var(--pimento-ink-soft); overflow-wrap: anywhere; }
`;

export type PlainAlertProps = { title: string; description?: string; action?: ReactNode; style?: CSSProperties };

/** An error message in the page (role `alert`), drawn like antd's error Alert, without antd. */
export function PlainErrorAlert({ title, description, action, style }: PlainAlertProps) {
  injectStyles('alert', css);
  return (
    <div role="alert" className="pm-alert" style={style}>
      <span className="pm-alert__icon" aria-hidden>
        !
      </span>
      <div className="pm-alert__body">
        <div className="pm-alert__title">{title}</div>
        {description && <div className="pm-alert__description">{description}</div>}
      </div>
      {action}
    </div>
  );
}
