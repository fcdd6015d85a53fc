import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { BaseProviders } from '@pimento/shared-kit/ui/base-providers';
import { sidebarEntries } from '../sidebar-entries';
import { Sidebar } from './sidebar';

jest.mock('../api/user-store-data', () => ({ useSaveNavOrder: () => ({ mutate: jest.fn() }) }));

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const renderSidebar = () =>
  render(
    <BaseProviders>
      <MemoryRouter initialEntries={['/products/']}>
        <Sidebar entries={sidebarEntries.slice(0, 4)} collapsed={false} />
        <CurrentPath />
      </MemoryRouter>
    </BaseProviders>,
  );

/** jsdom has no PointerEvent: a mouse event with the pointer's fields a press is read by. */
function pointer(type: 'pointerdown' | 'pointerup'): Event {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, clientX: 10, clientY: 10 });
  return Object.defineProperties(event, { isPrimary: { value: true }, pointerId: { value: 1 }, pointerType: { value: 'mouse' } });
}

const moveHandle = (name: string) => screen.getByRole('button', { name: `Move ${name}` });

describe('Sidebar', () => {
  it('shows its entries as links, the current page marked, before drag and drop has loaded', () => {
    renderSidebar();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Products and models', 'Categories', 'Price list', 'Attributes']);
    expect(screen.getByRole('link', { name: 'Products and models' })).toHaveAttribute('aria-current', 'page');
    // No control inside another: each entry is a link with a move button beside it, told how to use it.
    expect(moveHandle('Categories').closest('a')).toBeNull();
    expect(moveHandle('Categories')).toHaveAccessibleDescription(/press Space or Enter, then the up and down arrows/);
  });

  it('picks an entry up with Space on its move button pressed before drag and drop has loaded, then Escape puts it back', async () => {
    renderSidebar();
    moveHandle('Categories').focus();
    await userEvent.keyboard('[Space]');
    // dnd-kit loads, then takes the press: the entry is being dragged (keyboard drag, arrows move it).
    await waitFor(() => expect(moveHandle('Categories')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(moveHandle('Categories')).not.toHaveAttribute('aria-pressed'));
    expect(moveHandle('Categories')).toHaveFocus();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Products and models', 'Categories', 'Price list', 'Attributes']);
  });

  it('follows a click whose press came before drag and drop arrived and whose release came after', async () => {
    renderSidebar();
    const link = screen.getByRole('link', { name: 'Categories' });
    fireEvent(link, pointer('pointerdown'));
    // dnd-kit arrives while the button is still down: the entry pressed stays in place.
    await act(() => import('./sortable-nav-list'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(link.isConnected).toBe(true);
    fireEvent(link, pointer('pointerup'));
    fireEvent.click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/category/');
    // Then its list takes over.
    await waitFor(() => expect(document.querySelector('[id^="DndLiveRegion"]')).not.toBeNull());
  });

  it('keeps the focus on the control a keyboard user is on when drag and drop arrives', async () => {
    renderSidebar();
    // Focus in the list loads dnd-kit, whose list replaces the plain one.
    screen.getByRole('link', { name: 'Categories' }).focus();
    await waitFor(() => expect(document.querySelector('[id^="DndLiveRegion"]')).not.toBeNull());
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveFocus();
  });
});
