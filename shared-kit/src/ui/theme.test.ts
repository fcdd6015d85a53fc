// A test, never bundled: it asks antd itself what it derives from the theme.
// eslint-disable-next-line no-restricted-imports
import { theme } from 'antd';
import { pimentoTheme } from '@pimento/shared-kit/ui/theme';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the antd theme', () => {
  const token = theme.getDesignToken(pimentoTheme);

  // A status tag or alert writes its colour on its fill: an "Invited" tag on the users tab failed
  // axe at 3.6:1 when antd derived the fill from the warning colour.
  it.each(['Success', 'Warning', 'Error', 'Info'] as const)('writes the %s colour on its fill at AA (4.5:1)', (status) => {
    const text = token[`color${status}`];
    const fill = token[`color${status}Bg`];
    expect(contrast(text, fill)).toBeGreaterThanOrEqual(4.5);
  });
});
