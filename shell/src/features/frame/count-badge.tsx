import type { ReactNode } from 'react';
import { useFrameStyles } from './frame-styles';

/** A count over its child, hidden at zero and capped at 99+, like antd's small Badge. */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  useFrameStyles();
  return (
    <span className="pimento-badge-host">
      {children}
      {count > 0 ? (
        <sup className="pimento-badge" data-testid="count-badge">
          {count > 99 ? '99+' : count}
        </sup>
      ) : null}
    </span>
  );
}
