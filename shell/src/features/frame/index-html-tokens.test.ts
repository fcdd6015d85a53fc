import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssCustomPropertiesRule } from '@pimento/shared-kit/design/tokens';

/**
 * `index.html` styles the first paint (loader, sign-in screen, frame) before any script runs, so
 * it declares the design tokens itself: the same `:root` rule the plain kit injects, written out.
 */
describe('design tokens in index.html', () => {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');

  it('declares every token with the value of the token file', () => {
    const declared = html.match(/ {6}:root \{\n[\s\S]*?\n {6}\}/)?.[0];
    const expected = cssCustomPropertiesRule()
      .split('\n')
      .map((line) => `      ${line}`)
      .join('\n');
    expect(declared).toBe(expected);
  });

  it('writes no colour in its styles other than the tokens', () => {
    const styles = html.slice(html.indexOf('<style>'), html.indexOf('</style>')).replace(/ {6}:root \{\n[\s\S]*?\n {6}\}/, '');
    expect(styles.match(/#[0-9a-fA-F]{3,8}\b|rgba?\(/g)).toBeNull();
  });
});
