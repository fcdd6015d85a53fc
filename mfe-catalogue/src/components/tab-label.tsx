import { injectStyles } from '@pimento/shared-kit/ui/plain/kit';

// Where the tab bar is narrow — a phone, or a page beside the help and AI bars — the short labels
// show and the tabs sit closer: a bar wider than its room hides tabs behind antd's "more" button,
// which sits inside the tab list (axe: aria-required-children) and out of reach of a screen
// reader's tab navigation.
const css = `
.pm-tabs-container { container: pm-tabs / inline-size; }
.pm-tab-label__short { display: none; }
@container pm-tabs (max-width: 720px) {
  .pm-tab-label__full { display: none; }
  .pm-tab-label__short { display: inline; }
  .pm-tabs-container .ant-tabs-tab + .ant-tabs-tab { margin-inline-start: 12px; }
}
@media (max-width: 480px) { .pm-tab-label__full { display: none; } .pm-tab-label__short { display: inline; } }
`;

/** The class of a `Tabs` whose labels are `TabLabel`s: their room decides which form shows. */
export const tabLabelsContainer = 'pm-tabs-container';

/** A tab's label, in full where the tab bar has room and in a short form where it has not. */
export function TabLabel({ full, short }: { full: string; short: string }) {
  injectStyles('tab-label', css);
  return (
    <>
      <span className="pm-tab-label__full">{full}</span>
      <span className="pm-tab-label__short">{short}</span>
    </>
  );
}
