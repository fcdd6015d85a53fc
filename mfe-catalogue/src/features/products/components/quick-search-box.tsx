import { useEffect, useRef, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { injectStyles } from '@pimento/shared-kit/ui/plain/kit';

const css = `
.pm-quick-search { position: relative; display: flex; align-items: center; flex: 0 1 340px; min-width: 200px; }
.pm-quick-search__icon { position: absolute; left: 10px; color: var(--pimento-ink-muted); pointer-events: none; font-size: 14px; }
.pm-quick-search__input {
  width: 100%; height: var(--pimento-control-height); padding: 0 10px 0 32px; border: 1px solid var(--pimento-border); border-radius: var(--pimento-radius);
  background: var(--pimento-surface); color: var(--pimento-ink); font: 400 14px var(--pimento-font);
}
.pm-quick-search__input::placeholder { color: var(--pimento-ink-muted); }
.pm-quick-search__input:hover { border-color: var(--pimento-info); }
.pm-quick-search__input:focus-visible { outline: 2px solid color-mix(in srgb, var(--pimento-info) 50%, transparent); outline-offset: 0; border-color: var(--pimento-info); }
`;

/** How long typing pauses before the listing searches: each keystroke does not cost a request. */
export const quickSearchDelayMs = 250;

type QuickSearchBoxProps = {
  /** The text searched now (the listing's `search` filter), '' for none. */
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
};

/**
 * The listing's quick search: it searches as the user types (after a short pause), at once on
 * Enter, and Escape empties it. Plain markup, like the rest of the listing's first render.
 */
export function QuickSearchBox({ value, onSearch, label, placeholder }: QuickSearchBoxProps) {
  injectStyles('quick-search', css);
  const [text, setText] = useState(value);
  // The last text this box searched: a different `value` comes from elsewhere (a saved filter
  // loaded, the filters cleared) and replaces what is typed.
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  const search = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    onSearch(trimmed);
  };
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  });
  useEffect(() => {
    const timer = setTimeout(() => searchRef.current(text), quickSearchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="pm-quick-search" role="search">
      <SearchOutlined className="pm-quick-search__icon" aria-hidden />
      <input
        type="search"
        className="pm-quick-search__input"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search(text);
          if (event.key === 'Escape' && text !== '') {
            // Not the page's Escape (a dialog or the help bar would close too).
            event.stopPropagation();
            setText('');
            search('');
          }
        }}
        data-testid="quick-search"
      />
    </div>
  );
}
