import { createElement, type CSSProperties, type ReactNode } from 'react';
import { injectStyles } from './style-sheet.ts';
import { palette } from '@pimento/shared-kit/design/tokens';

/** An icon as `@ant-design/icons-svg` describes it (`<svg>` and its children as data). */
export type SvgIconNode = { tag: string; attrs: Record<string, string>; children?: readonly SvgIconNode[] };
export type SvgIconDefinition = { icon: SvgIconNode | ((primary: string, secondary: string) => SvgIconNode); name: string; theme: string };

const css = `
.pm-icon { display: inline-flex; align-items: center; color: inherit; font-style: normal; line-height: 0; text-align: center; vertical-align: -0.125em; }
.pm-icon > svg { display: inline-block; }
`;

/** SVG attributes as React names them (`fill-rule` → `fillRule`, `class` → `className`). */
function reactAttrs(attrs: Record<string, string>): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) props[name === 'class' ? 'className' : name.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase())] = value;
  return props;
}

function render(node: SvgIconNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...reactAttrs(node.attrs) }, node.children?.map((child, index) => render(child, index)));
}

/**
 * An antd icon drawn from its SVG data alone (`@ant-design/icons-svg/lib/asn/<Name>`), without
 * `@ant-design/icons` and its runtime: what the first render of a signed-in page shows.
 * Decorative: the control it sits in carries the label.
 */
export function SvgIcon({ icon, className, style }: { icon: SvgIconDefinition; className?: string; style?: CSSProperties }) {
  injectStyles('svg-icon', css);
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', palette.iconTwoTone) : icon.icon;
  const svg = createElement(
    'svg',
    { ...reactAttrs(root.attrs), width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': true, focusable: false },
    root.children?.map((child, index) => render(child, index)),
  );
  return (
    <span className={className ? `pm-icon anticon ${className}` : 'pm-icon anticon'} style={style} data-icon={icon.name} aria-hidden>
      {svg}
    </span>
  );
}
