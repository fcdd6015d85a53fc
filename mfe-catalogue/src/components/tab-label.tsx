import { injectStyles } from '@pimento/shared-kit/ui/plain/kit';

// On a phone the short label shows: a tab bar wider than the screen hides tabs behind a "more"
// button that sits inside the tab list, out of reach of a screen reader's tab navigation.
const css = `
.pm-tab-label__short { display: none; }
@media (max-width: 480px) { .pm-tab-label__full { display: none; } .pm-tab-label__short { display: inline; } }
`;

/** A tab's label, in full on wider screens and in a short form on a phone. */
export function TabLabel({ full, short }: { full: string; short: string }) {
  injectStyles('tab-label', css);
  return (
    <>
      <span className="pm-tab-label__full">{full}</span>
      <span className="pm-tab-label__short">{short}</span>
    </>
  );
}
