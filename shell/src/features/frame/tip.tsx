import type { ReactNode } from 'react';
import { useFrameStyles } from './frame-styles';

/**
 * A hover and focus tooltip drawn in CSS (antd's Tooltip would load antd with the frame). The
 * control it wraps carries its own accessible name; the tip only repeats it for the eye.
 */
export function Tip({ title, placement = 'bottom', children }: { title: string; placement?: 'bottom' | 'right'; children: ReactNode }) {
  useFrameStyles();
  return (
    <span className={placement === 'right' ? 'pimento-tip pimento-tip-right' : 'pimento-tip'} data-tip={title}>
      {children}
    </span>
  );
}
