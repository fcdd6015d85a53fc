import type { MouseEvent, ReactNode } from 'react';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';

/**
 * A link to another page of the suite: a real `href` (keyboard, new tab on ctrl/⌘-click), a plain
 * click navigating the page's one URL through the shell (another remote's page included).
 */
export function InternalLink({ to, children, className, 'aria-label': ariaLabel }: { to: string; children: ReactNode; className?: string; 'aria-label'?: string }) {
  const { navigate } = useRemoteProps();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={handleClick} className={className ?? 'pm-run__link'} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
