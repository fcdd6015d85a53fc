import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `index.html` styles the first paint (loader, sign-in screen, frame) before any script runs. Its
 * design tokens are written in by the build from the token file (`webpack/index-html-parameters.js`;
 * `delivery.spec.ts` checks the page as served), so the template itself names no colour.
 */
describe('index.html template', () => {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');

  it('takes its tokens, theme colour and icon from the build', () => {
    expect(html).toContain('<%= designTokens %>');
    expect(html).toContain('content="<%= themeColor %>"');
    expect(html).toContain('href="<%= faviconHref %>"');
  });

  it('writes no colour of its own', () => {
    expect(html.match(/#[0-9a-fA-F]{3,8}\b|rgba?\(/g)).toBeNull();
  });
});
