import { useRef, type KeyboardEvent } from 'react';
import { injectStyles } from './style-sheet.ts';

const css = `
.pm-segmented { display: inline-flex; padding: 2px; gap: 2px; border-radius: var(--pimento-radius); background: var(--pimento-fill-track); }
.pm-segmented__item { height: 32px; padding: 0 12px; border: 0; border-radius: 6px; background: transparent; color: var(--pimento-ink-soft);
  font: 400 14px/32px var(--pimento-font); cursor: pointer; transition: background .2s, color .2s; }
.pm-segmented__item:hover { color: var(--pimento-ink); background: var(--pimento-fill-hover); }
.pm-segmented__item[aria-checked='true'] { background: var(--pimento-surface); color: var(--pimento-ink); box-shadow: var(--pimento-shadow-raised); }
.pm-segmented__item:focus-visible { outline: 2px solid color-mix(in srgb, var(--pimento-pepper) 45%, transparent); }
`;

export type SegmentedProps<V extends string> = {
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** The group's accessible name. */
  label: string;
  'data-testid'?: string;
};

/** A choice among a few options shown side by side (a radio group: arrows move and choose), without antd. */
export function Segmented<V extends string>({ options, value, onChange, label, 'data-testid': testId }: SegmentedProps<V>) {
  injectStyles('segmented', css);
  const group = useRef<HTMLDivElement>(null);
  const handleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = (options.findIndex((option) => option.value === value) + step + options.length) % options.length;
    const next = options[index];
    if (!next) return;
    onChange(next.value);
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[index]?.focus();
  };
  return (
    <div role="radiogroup" aria-label={label} className="pm-segmented" ref={group} onKeyDown={handleKey} data-testid={testId}>
      {options.map((option) => (
        <button key={option.value} type="button" role="radio" aria-checked={option.value === value} tabIndex={option.value === value ? 0 : -1} className="pm-segmented__item" onClick={() => onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
