import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PlainButton } from '@pimento/shared-kit/ui/plain/kit';
import { useFrameStyles } from './frame-styles';

export type UserMenuItem = { key: string; label: string; danger?: boolean; dividerBefore?: boolean; onSelect: () => void };

export type UserMenuProps = { initials: string; name: string | null; items: readonly UserMenuItem[] };

/**
 * The header's profile button and its menu (WAI-ARIA menu button) in plain markup: arrows move
 * between the items, Enter or a click runs one, Escape or a press outside closes the menu.
 */
export function UserMenu({ initials, name, items }: UserMenuProps) {
  useFrameStyles();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside, true);
    return () => document.removeEventListener('pointerdown', closeOutside, true);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const handleMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' || event.key === 'Tab') close();
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(at + step + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      entries[event.key === 'Home' ? 0 : entries.length - 1]?.focus();
    }
  };

  return (
    <span className="pimento-user-menu" ref={root}>
      <PlainButton
        ref={button}
        variant="text"
        className="pimento-user-button"
        data-testid="user-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span className="pimento-avatar">
          {initials}
        </span>
        {name !== null ? <span className="pimento-user-name">{name}</span> : null}
      </PlainButton>
      {open ? (
        <ul className="pimento-user-menu-list" role="menu" id={menuId} ref={list} onKeyDown={handleMenuKey}>
          {items.map((item) => [
            item.dividerBefore ? <li key={`${item.key}-divider`} role="separator" className="pimento-user-menu-divider" /> : null,
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                className={item.danger ? 'pimento-user-menu-item pimento-user-menu-item-danger' : 'pimento-user-menu-item'}
                onClick={() => {
                  // The focus goes back to the menu's button first: a dialog the item opens returns it there.
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>,
          ])}
        </ul>
      ) : null}
    </span>
  );
}
