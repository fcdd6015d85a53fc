import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { popupListCss } from './popup-list-style.ts';
import { injectStyles } from './style-sheet.ts';
import { useDismiss } from './use-dismiss.ts';

const css = `
.pm-select { position: relative; display: inline-flex; align-items: center; height: var(--pimento-control-height); padding: 0 30px 0 11px;
  border: 1px solid var(--pimento-border); border-radius: var(--pimento-radius); background: var(--pimento-surface);
  color: var(--pimento-ink); font: 400 14px/1 var(--pimento-font); text-align: left; cursor: pointer; transition: border-color .2s; }
.pm-select:hover { border-color: var(--pimento-pepper); }
.pm-select:focus-visible { outline: 2px solid color-mix(in srgb, var(--pimento-pepper) 45%, transparent); outline-offset: 1px; }
.pm-select__value { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pm-select__placeholder { color: var(--pimento-placeholder); }
.pm-select__arrow { position: absolute; right: 11px; top: 50%; width: 7px; height: 7px; margin-top: -5px; border: solid var(--pimento-icon-handle);
  border-width: 0 1.5px 1.5px 0; transform: rotate(45deg); pointer-events: none; }
.pm-select-clear { position: absolute; right: 6px; top: 50%; transform: translateY(-50%); width: 20px; height: 20px; padding: 0; border: 0;
  border-radius: 50%; background: var(--pimento-surface); color: var(--pimento-icon-soft); font: 400 14px/20px var(--pimento-font); cursor: pointer; }
.pm-select-clear:hover { color: var(--pimento-ink); }
`;

export type SelectMenuOption<V extends string | number> = { value: V; label: string };

export type SelectMenuProps<V extends string | number> = {
  options: readonly SelectMenuOption<V>[];
  value: V | null;
  onChange: (value: V | null) => void;
  /** The control's accessible name. */
  label: string;
  placeholder: string;
  /** Shown in the open list when there is no option. */
  emptyText: string;
  /** Adds a × that empties the choice, named `clearLabel`. */
  clearLabel?: string;
  minWidth?: number;
  'data-testid'?: string;
};

/**
 * A single choice among a short list (WAI-ARIA select-only combobox), without antd: focus stays on
 * the control, arrows move the active option, Enter or a click picks it, Escape closes.
 */
export function SelectMenu<V extends string | number>({ options, value, onChange, label, placeholder, emptyText, clearLabel, minWidth = 200, 'data-testid': testId }: SelectMenuProps<V>) {
  injectStyles('popup-list', popupListCss);
  injectStyles('select-menu', css);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLSpanElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);
  const chosen = options.find((option) => option.value === value);

  const openList = () => {
    setActive(Math.max(0, options.findIndex((option) => option.value === value)));
    setOpen(true);
  };
  const pick = (option: SelectMenuOption<V>) => {
    setOpen(false);
    onChange(option.value);
  };
  const handleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        openList();
      }
      return;
    }
    if (event.key === 'ArrowDown') setActive((index) => Math.min(options.length - 1, index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(0, index - 1));
    else if (event.key === 'Enter' || event.key === ' ') {
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <span className="pm-popup-anchor" ref={root}>
      <button
        type="button"
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        className="pm-select"
        style={{ minWidth }}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={handleKey}
        data-testid={testId}
      >
        <span className={chosen ? 'pm-select__value' : 'pm-select__value pm-select__placeholder'}>{chosen ? chosen.label : placeholder}</span>
        {!(chosen && clearLabel) && <span className="pm-select__arrow" aria-hidden />}
      </button>
      {chosen && clearLabel && (
        <button type="button" className="pm-select-clear" aria-label={clearLabel} title={clearLabel} onClick={() => onChange(null)}>
          ×
        </button>
      )}
      {open && (
        <ul id={listId} role="listbox" aria-label={label} className="pm-popup-list pm-popup-list--left">
          {options.length === 0 && <li className="pm-popup-empty">{emptyText}</li>}
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option.value === value}
              className={`pm-popup-item${index === active ? ' pm-popup-item--active' : ''}`}
              onPointerEnter={() => setActive(index)}
              onClick={() => pick(option)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
