import { Fragment, type ReactNode } from 'react';
import { parseArticle, type ArticleBlock, type ArticleInline } from '@pimento/shared-kit/help/article-blocks';
import { injectStyles } from './plain/style-sheet.ts';

// Plain CSS: the shell's help bar renders articles without antd.
const css = `
.pimento-help-text { color: var(--pimento-ink); font-family: var(--pimento-font); font-size: 14px; line-height: 1.57; }
.pimento-help-text p, .pimento-help-text ul, .pimento-help-text ol { margin: 0 0 1em; }
.pimento-help-text ul, .pimento-help-text ol { padding-inline-start: 1.5em; }
.pimento-help-text :is(h2, h3, h4, h5, h6) { margin: 1.25em 0 0.5em; font-weight: 600; line-height: 1.4; color: var(--pimento-ink); scroll-margin-top: 16px; }
.pimento-help-text :is(h2, h3, h4, h5, h6):first-child { margin-top: 0; }
.pimento-help-text .pimento-help-text__section { font-size: 16px; }
.pimento-help-text .pimento-help-text__subsection { font-size: 14px; }
.pimento-help-text code { font-size: 13px; padding: 0 4px; border-radius: 4px; background: var(--pimento-surface-raised); }
`;

/** The id a heading of the article carries, for the table of contents' links. */
export const sectionId = (anchor: string) => `help-section-${anchor}`;

function Inlines({ inlines }: { inlines: ArticleInline[] }) {
  return inlines.map((inline, index) =>
    inline.strong ? <strong key={index}>{inline.text}</strong> : inline.code ? <code key={index}>{inline.text}</code> : <Fragment key={index}>{inline.text}</Fragment>,
  );
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function Block({ block, topLevel }: { block: ArticleBlock; topLevel: 2 | 3 | 4 | 5 }): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${Math.min(topLevel + block.level - 2, 6)}` as HeadingTag;
      // Focusable from the table of contents, so a keyboard or screen reader user lands on it.
      return (
        <Heading id={sectionId(block.anchor)} tabIndex={-1} className={block.level === 2 ? 'pimento-help-text__section' : 'pimento-help-text__subsection'}>
          {block.text}
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p>
          <Inlines inlines={block.inlines} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <Inlines inlines={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/**
 * A help article's text as elements (never as HTML). `topLevel` is the heading level of its `## `
 * sections, one below the title of wherever it is shown (the help bar, the help centre).
 */
export function ArticleBody({ content, topLevel }: { content: string; topLevel: 2 | 3 | 4 | 5 }) {
  injectStyles('help-text', css);
  return (
    <div className="pimento-help-text">
      {parseArticle(content).map((block, index) => (
        <Block key={index} block={block} topLevel={topLevel} />
      ))}
    </div>
  );
}
