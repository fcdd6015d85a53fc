// What the build writes into the shell's index.html: the page styles its first paint (loader,
// sign-in screen, frame) before any script runs, from the one token file, and carries its icon
// itself (a separate file was one more request at every load, revalidated even when warm).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssCustomPropertiesRule, palette } from '../shared-kit/src/design/tokens.ts';

/**
 * html-webpack-plugin's `templateParameters` for `shell/src/index.html`.
 * @param {string} shellDir the shell package's folder
 */
export function indexHtmlParameters(shellDir) {
  const favicon = readFileSync(join(shellDir, 'src', 'favicon.svg'), 'utf8').trim();
  return {
    // Indented like the rest of the page's <style> element.
    designTokens: cssCustomPropertiesRule().split('\n').join('\n      '),
    themeColor: palette.sidebar,
    faviconHref: `data:image/svg+xml,${encodeURIComponent(favicon)}`,
  };
}
