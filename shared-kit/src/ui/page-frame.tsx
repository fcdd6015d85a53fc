import type { ReactNode } from 'react';
import { injectStyles } from './plain/style-sheet.ts';

export type PageFrameProps = {
  title: string;
  /** Trail shown above the title, from the area to the page. */
  breadcrumb: readonly string[];
  actions?: ReactNode;
  children?: ReactNode;
};

// Plain markup: every remote's page renders this frame first, so it loads and runs no antd.
const css = `
.pimento-page { padding: 20px 28px 32px; max-width: 1440px; color: var(--pimento-ink); font-family: var(--pimento-font); }
.pimento-page__trail { display: flex; flex-wrap: wrap; margin: 0 0 8px; padding: 0; list-style: none; color: var(--pimento-ink-muted); font-size: 14px; line-height: 22px; }
.pimento-page__trail li + li::before { content: '/'; padding: 0 8px; color: var(--pimento-ink-muted); }
.pimento-page__trail li:last-child { color: var(--pimento-ink); }
.pimento-page__head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px 16px; margin-bottom: 20px; }
.pimento-page__title { flex: 1 1 16rem; min-width: 0; margin: 0; color: var(--pimento-ink); font-size: 24px; font-weight: 600; line-height: 1.35; overflow-wrap: anywhere; }
`;

/**
 * The frame every page of the suite shares: breadcrumb, title, actions, content. On a narrow
 * screen the actions go under the title rather than squeezing it (or off the screen).
 */
export function PageFrame({ title, breadcrumb, actions, children }: PageFrameProps) {
  injectStyles('page-frame', css);
  return (
    <section className="pimento-page" data-testid="page-frame">
      <nav aria-label="Breadcrumb">
        <ol className="pimento-page__trail">
          {breadcrumb.map((label, index) => (
            <li key={index} aria-current={index === breadcrumb.length - 1 ? 'page' : undefined}>
              {label}
            </li>
          ))}
        </ol>
      </nav>
      <div className="pimento-page__head">
        <h2 className="pimento-page__title">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
