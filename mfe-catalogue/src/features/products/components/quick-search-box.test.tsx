import { act, fireEvent, render, screen } from '@testing-library/react';
import { QuickSearchBox, quickSearchDelayMs } from './quick-search-box';

describe('the listing’s quick search box', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const box = () => screen.getByRole('searchbox', { name: 'Search products' });
  const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

  it('searches once typing pauses, trimmed, and not for every keystroke', () => {
    const onSearch = jest.fn();
    render(<QuickSearchBox value="" onSearch={onSearch} label="Search products" placeholder="SKU, name" />);
    type('dr');
    act(() => jest.advanceTimersByTime(quickSearchDelayMs - 50));
    type('drill ');
    act(() => jest.advanceTimersByTime(quickSearchDelayMs - 50));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(60));
    expect(onSearch.mock.calls).toEqual([['drill']]);
  });

  it('searches at once on Enter, and Escape empties the box and the search', () => {
    const onSearch = jest.fn();
    render(<QuickSearchBox value="" onSearch={onSearch} label="Search products" placeholder="SKU, name" />);
    type('EL-0042');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSearch.mock.calls).toEqual([['EL-0042']]);
    // The pause after it asks nothing more: the same text is already searched.
    act(() => jest.advanceTimersByTime(quickSearchDelayMs * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveValue('');
    expect(onSearch.mock.calls.at(-1)).toEqual(['']);
  });

  it('shows a search set elsewhere (a saved filter loaded, the filters cleared)', () => {
    const onSearch = jest.fn();
    const { rerender } = render(<QuickSearchBox value="" onSearch={onSearch} label="Search products" placeholder="SKU, name" />);
    rerender(<QuickSearchBox value="lamp" onSearch={onSearch} label="Search products" placeholder="SKU, name" />);
    expect(box()).toHaveValue('lamp');
    act(() => jest.advanceTimersByTime(quickSearchDelayMs * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
