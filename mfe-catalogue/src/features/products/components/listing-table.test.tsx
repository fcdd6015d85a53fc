import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ListingSort } from '@pimento/shared-kit/contracts/product-filters';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import type { ListingRow } from '../api/search-listing';
import type { ListingSelection } from '../stores/listing-store';
import { ListingTable, type ListingTableProps } from './listing-table';

registerCatalogueStrings();

const brand = { id: 7, code: 'brand', type: 'text', labels: { en: 'Brand' }, choices: [], localizable: false } as unknown as Attribute;
const rowsOf = (count: number): ListingRow[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, sku: `SKU-${index + 1}`, name: `Product ${index + 1}`, status: 'active', model: null, values: { 7: `Acme ${index + 1}` }, version: 1, created: '2026-01-01T00:00:00Z', updated: '2026-02-03T00:00:00Z' }));

function renderTable(overrides: Partial<ListingTableProps> = {}) {
  const props: ListingTableProps = {
    entity: 'product',
    rows: rowsOf(3),
    columns: ['attribute:7'],
    attributesById: new Map([[7, brand]]),
    unitSymbols: new Map(),
    sort: { field: 'id', direction: 'desc' },
    onSort: jest.fn(),
    selection: { mode: 'ids', ids: [] },
    onSelect: jest.fn(),
    onOpen: jest.fn(),
    onEndReached: jest.fn(),
    loading: false,
    language: 'en',
    height: 400,
    ...overrides,
  };
  renderWithProviders(<ListingTable {...props} />);
  return props;
}

describe('listing table', () => {
  it('is a table with the identity, attribute and updated columns, and a cell per value', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Products' });
    const titles = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(titles).toEqual(['', 'SKU', 'Name', 'Status', 'Model', 'Brand', 'Updated']);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getByRole('link', { name: 'SKU-1' })).toHaveAttribute('href', '?product=1');
    expect(firstRow).toHaveTextContent('Acme 1');
    expect(firstRow).toHaveTextContent('Active');
  });

  it('shows completion figures as columns, empty where a product has none, and sorts on them', async () => {
    const figures: Record<string, number>[] = [{ completion: 66, 'completion:5': 33 }, { completion: 100 }];
    const rows = rowsOf(2).map((row, index): ListingRow => ({ ...row, completion: figures[index] }));
    const props = renderTable({ rows, columns: ['completion', 'completion:5', 'completion:9'], figureTitles: new Map([['completion', 'Completion'], ['completion:5', 'Completion for Lamp shop']]) });
    const table = screen.getByRole('table', { name: 'Products' });
    // A client column without a title (a client the user may not read) is not shown.
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['', 'SKU', 'Name', 'Status', 'Model', 'Completion', 'Completion for Lamp shop', 'Updated']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').slice(5, 7).map((cell) => cell.textContent)).toEqual(['66 %', '33 %']);
    expect(within(second!).getAllByRole('cell').slice(5, 7).map((cell) => cell.textContent)).toEqual(['100 %', '']);
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Completion for Lamp shop' })).getByRole('button'));
    expect(props.onSort).toHaveBeenCalledWith({ field: 'completion:5', direction: 'asc' });
  });

  it('sorts by a header button: ascending, descending, then the default order, with aria-sort on the header', async () => {
    const sorts: ListingSort[] = [{ field: 'id', direction: 'desc' }, { field: 'name', direction: 'asc' }, { field: 'name', direction: 'desc' }];
    for (const [index, sort] of sorts.entries()) {
      const props = renderTable({ sort });
      const header = screen.getAllByRole('columnheader', { name: 'Name' }).at(-1)!;
      expect(header).toHaveAttribute('aria-sort', sort.field === 'name' ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none');
      await userEvent.click(within(header).getByRole('button'));
      expect(props.onSort).toHaveBeenCalledWith([{ field: 'name', direction: 'asc' }, { field: 'name', direction: 'desc' }, { field: 'id', direction: 'desc' }][index]);
    }
    // A column the server cannot sort has no sort button.
    expect(within(screen.getAllByRole('columnheader', { name: 'Model' }).at(-1)!).queryByRole('button')).toBeNull();
  });

  it('selects a row, every loaded row, and shows the whole filter result as selected', async () => {
    const props = renderTable({ selection: { mode: 'ids', ids: [2] } });
    expect(screen.getByRole('checkbox', { name: 'Select SKU-2' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select SKU-3' }));
    expect(props.onSelect).toHaveBeenLastCalledWith([2, 3]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every loaded row' }));
    expect(props.onSelect).toHaveBeenLastCalledWith([1, 2, 3]);

    const all: ListingSelection = { mode: 'all-matching' };
    const whole = renderTable({ selection: all });
    const boxes = screen.getAllByRole('checkbox', { name: 'Select SKU-1' });
    expect(boxes.at(-1)).toBeChecked();
    // Unticking one row of the whole result keeps the other loaded rows.
    fireEvent.click(boxes.at(-1)!);
    expect(whole.onSelect).toHaveBeenLastCalledWith([2, 3]);
  });

  it('opens an item in place on a plain click of its SKU', async () => {
    const props = renderTable();
    await userEvent.click(screen.getByRole('link', { name: 'SKU-2' }));
    expect(props.onOpen).toHaveBeenCalledWith(2);
  });

  it('draws only the rows near the visible area (virtual rows)', () => {
    renderTable({ rows: rowsOf(500), height: 400 });
    const drawn = screen.getAllByRole('row').filter((row) => row.hasAttribute('data-row-key'));
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(60);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '501');
  });
});
