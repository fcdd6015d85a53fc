/**
 * The help articles' text format: a small Markdown subset — `## ` and `### ` headings (the table of
 * contents), paragraphs separated by a blank line, `- ` and `1. ` lists, `**strong**` and `` `code` ``
 * inline. Parsed into blocks that the shell's help bar and the help centre render as React elements
 * (never as HTML: an article cannot inject markup), and that the server's search reads as text.
 */

export type ArticleInline = { text: string; strong?: true; code?: true };

export type ArticleBlock =
  | { kind: 'heading'; level: 2 | 3; text: string; anchor: string }
  | { kind: 'paragraph'; inlines: ArticleInline[] }
  | { kind: 'list'; ordered: boolean; items: ArticleInline[][] };

const inlineToken = /(\*\*[^*]+\*\*|`[^`]+`)/;

export function parseInlines(text: string): ArticleInline[] {
  return text
    .split(inlineToken)
    .filter((part) => part !== '')
    .map((part) => {
      if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return { text: part.slice(2, -2), strong: true };
      if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return { text: part.slice(1, -1), code: true };
      return { text: part };
    });
}

/** A heading's anchor: its words in lower case without accents, joined by dashes. */
export function headingAnchor(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

const listItem = /^(?:- |\d+\. )/;
const headingLine = /^(#{2,3}) (.+)$/;

export function parseArticle(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const anchors = new Map<string, number>();
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInlines) });
    paragraph = [];
    list = null;
  };
  for (const raw of content.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = headingLine.exec(line);
    if (line === '') {
      flush();
    } else if (heading) {
      flush();
      const text = heading[2]!.trim();
      const base = headingAnchor(text);
      // Two headings of the same words get distinct anchors (`prices`, `prices-2`).
      const seen = (anchors.get(base) ?? 0) + 1;
      anchors.set(base, seen);
      blocks.push({ kind: 'heading', level: heading[1]!.length === 2 ? 2 : 3, text, anchor: seen === 1 ? base : `${base}-${seen}` });
    } else if (listItem.test(line)) {
      const ordered = /^\d/.test(line);
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(line.replace(listItem, ''));
    } else if (list) {
      // A line under a list item continues it.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The article as plain text, one line per block (the search); without its headings, the running text (excerpts). */
export function articleText(content: string, { headings = true }: { headings?: boolean } = {}): string {
  const inlineText = (inlines: ArticleInline[]) => inlines.map((inline) => inline.text).join('');
  return parseArticle(content)
    .flatMap((block) => (block.kind === 'heading' ? (headings ? [block.text] : []) : block.kind === 'paragraph' ? [inlineText(block.inlines)] : [block.items.map(inlineText).join(' ')]))
    .join('\n');
}
