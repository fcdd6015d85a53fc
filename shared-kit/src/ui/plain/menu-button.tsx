import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PlainButton } from './button.tsx';
import { popupListCss } from './popup-list-style.ts';
import { injectStyles } from './style-sheet.ts';
import { useDismiss } from './use-dismiss.ts';

export type MenuItem = { key: string; label: string; danger?: boolean; onSelect: () => void };

export type MenuButtonProps = {
  items: readonly MenuItem[];
  /** The button's content. */
  children: ReactNode;
  disabled?: boolean;
  align?: 'left' | 'right';
  'data-testid'?: string;
};

/**
 * A button opening a menu of actions (WAI-ARIA menu button), without antd: arrows move between the
 * items, Enter or a click runs one, Escape or a press outside closes the menu.
 */
export function MenuButton({ items, children, disabled = false, align = 'left', 'data-testid': testId }: MenuButtonProps) {
  injectStyles('popup-list', popupListCss);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);
  useEffect(() => {
    if (open) root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [open, active]);

  const run = (item: MenuItem) => {
    setOpen(false);
    button.current?.focus();
    item.onSelect();
  };
  const handleKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'ArrowDown') setActive((index) => (index + 1) % items.length);
    else if (event.key === 'ArrowUp') setActive((index) => (index - 1 + items.length) % items.length);
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(items.length - 1);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <span className="pm-popup-anchor" ref={root}>
      <PlainButton
        ref={button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => {
          setActive(0);
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setActive(0);
            setOpen(true);
          }
        }}
        data-testid={testId}
      >
        {children}
      </PlainButton>
      {open && (
        <ul id={menuId} role="menu" className={`pm-popup-list pm-popup-list--${align}`} onKeyDown={handleKey}>
          {items.map((item, index) => (
            <li
              key={item.key}
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              className={`pm-popup-item${item.danger ? ' pm-popup-item--danger' : ''}`}
              onClick={() => run(item)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  run(item);
                }
              }}
            >
              {item.label}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
