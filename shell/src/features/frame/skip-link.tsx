import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the frame's `<main>`, where the skip link sends the focus. */
export const mainContentId = 'pimento-main-content';

/**
 * The frame's first focusable element, shown when focused: it moves the focus past the sidebar
 * and the header to the page's content (WCAG 2.4.1). The focus is moved by hand: following the
 * `#` link would change the URL the routers read.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  };
  return (
    <a className="pimento-skip-link" href={`#${mainContentId}`} onClick={handleClick} data-testid="skip-link">
      {t('nav.skipToContent')}
    </a>
  );
}
