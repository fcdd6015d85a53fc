import { useReducer } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import '../../../i18n/strings';
import { draftOf, layoutReducer } from '../lib/layout-state';
import { ColumnPills } from './column-pills';

const id = (number: number) => `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`;

function Harness() {
  const [draft, dispatch] = useReducer(layoutReducer, { sheets: [{ name: 'Products', visible: true, columns: [
    { id: id(1), source: { kind: 'sku' }, header: {} },
    { id: id(2), source: { kind: 'name' }, header: {} },
    { id: id(3), source: { kind: 'formula', formula: '{sku}' }, header: { en: 'Code' } },
  ] }] }, draftOf);
  const columns = draft.layout.sheets[0]!.columns;
  return (
    <ColumnPills
      columns={columns}
      labelOf={(column) => column.header.en ?? column.source.kind}
      broken={new Set([id(2)])}
      selected={null}
      onSelect={() => undefined}
      onMove={(column, to) => dispatch({ type: 'move_column', id: column, to })}
      onRemove={(column) => dispatch({ type: 'remove_column', id: column })}
    />
  );
}

const order = () => within(screen.getByTestId('pills')).getAllByRole('listitem').map((item) => within(item).getAllByRole('button')[1]!.textContent);

describe('the column pills', () => {
  it('moves a column with its arrow buttons (the way without dragging) and removes one', () => {
    renderWithProviders(<Harness />);
    expect(order()).toEqual(['sku', 'name', 'Code']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Code left' }));
    expect(order()).toEqual(['sku', 'Code', 'name']);
    expect(screen.getByRole('button', { name: 'Move sku left' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move sku right' }));
    expect(order()).toEqual(['Code', 'sku', 'name']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove name' }));
    expect(order()).toEqual(['Code', 'sku']);
  });

  it('gives every pill a drag handle named for the keyboard', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: 'Move Code' })).toHaveAttribute('aria-roledescription', 'sortable');
  });
});
