// The design tokens written into the shell's index.html at build time: the page styles its first
// paint (loader, sign-in screen, frame) before any script runs, from the one token file.
import { cssCustomPropertiesRule, palette } from '../shared-kit/src/design/tokens.ts';

/** html-webpack-plugin's `templateParameters` for `shell/src/index.html`. */
export function indexHtmlTokens() {
  return {
    // Indented like the rest of the page's <style> element.
    designTokens: cssCustomPropertiesRule().split('\n').join('\n      '),
    themeColor: palette.sidebar,
  };
}
