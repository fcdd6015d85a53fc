import { articleText, parseArticle } from '@pimento/shared-kit/help/article-blocks';

describe('a help article', () => {
  it('reads headings, paragraphs, lists and inline marks', () => {
    const blocks = parseArticle(
      ['Intro line one', 'and two.', '', '## Prices', 'A **bold** word and `code`.', '', '- first', '  continued', '- second', '1. one', '', '### Prices'].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', inlines: [{ text: 'Intro line one and two.' }] },
      { kind: 'heading', level: 2, text: 'Prices', anchor: 'prices' },
      { kind: 'paragraph', inlines: [{ text: 'A ' }, { text: 'bold', strong: true }, { text: ' word and ' }, { text: 'code', code: true }, { text: '.' }] },
      { kind: 'list', ordered: false, items: [[{ text: 'first continued' }], [{ text: 'second' }]] },
      { kind: 'list', ordered: true, items: [[{ text: 'one' }]] },
      // The same words twice: distinct anchors for the table of contents.
      { kind: 'heading', level: 3, text: 'Prices', anchor: 'prices-2' },
    ]);
  });

  it('gives French headings anchors without accents', () => {
    expect(parseArticle('## Réglages de l’entreprise')[0]).toMatchObject({ anchor: 'reglages-de-l-entreprise' });
  });

  it('never keeps markup: a tag is text', () => {
    expect(parseArticle('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'paragraph', inlines: [{ text: '<img src=x onerror=alert(1)>' }] }]);
  });

  it('reads as plain text for the search', () => {
    expect(articleText('## Title\n\n- **a** b\n- c')).toBe('Title\na b c');
    expect(articleText('## Title\n\nText.', { headings: false })).toBe('Text.');
  });
});
