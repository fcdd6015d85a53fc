import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BaseProviders } from '@pimento/shared-kit/ui/base-providers';
import { sidebarEntries } from '../sidebar-entries';
import { Sidebar } from './sidebar';

jest.mock('../api/user-store-data', () => ({ useSaveNavOrder: () => ({ mutate: jest.fn() }) }));

const renderSidebar = () =>
  render(
    <BaseProviders>
      <MemoryRouter initialEntries={['/products/']}>
        <Sidebar entries={sidebarEntries.slice(0, 4)} collapsed={false} />
      </MemoryRouter>
    </BaseProviders>,
  );

const entry = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('Sidebar', () => {
  it('shows its entries as links, the current page marked, before drag and drop has loaded', () => {
    renderSidebar();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Products and models', 'Categories', 'Price list', 'Attributes']);
    expect(screen.getByRole('link', { name: 'Products and models' })).toHaveAttribute('aria-current', 'page');
    expect(entry('Categories')).toHaveAttribute('aria-roledescription', 'sortable');
    expect(entry('Categories')).toHaveAttribute('tabindex', '0');
  });

  it('picks an entry up with Space pressed before drag and drop has loaded, then Escape puts it back', async () => {
    renderSidebar();
    entry('Categories').focus();
    await userEvent.keyboard('[Space]');
    // dnd-kit loads, then takes the press: the entry is being dragged (keyboard drag, arrows move it).
    await waitFor(() => expect(entry('Categories')).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(entry('Categories')).not.toHaveAttribute('aria-pressed'));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Products and models', 'Categories', 'Price list', 'Attributes']);
  });
});
