import '../../../lib/jsdom-message-channel';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import type { ListingFilter } from '@pimento/shared-kit/contracts/product-filters';
import { clientField, listingFields } from '../lib/listing-fields';
import { FilterBuilder } from './filter-builder';
import { FilterEditor } from './filter-editor';
import { registerCatalogueStrings } from '../../../i18n/register-strings';

registerCatalogueStrings();
const fields = listingFields('product', [{ id: 7, code: 'brand', type: 'text', labels: { en: 'Brand' } }]);
const fieldLabel = (field: (typeof fields)[number]) => field.attribute?.labels.en ?? field.field;

describe('filter builder', () => {
  it('opens the filter editor from "Add a filter"', async () => {
    renderWithProviders(<FilterBuilder filters={[]} onChange={jest.fn()} fields={fields} fieldLabel={fieldLabel} attributesById={new Map()} categories={[]} language="en" />);
    await userEvent.click(screen.getByTestId('add-filter'));
    expect(await screen.findByTestId('filter-editor')).toBeInTheDocument();
  });

  it('shows each filter as a chip in words and removes it', async () => {
    const onChange = jest.fn();
    const filters: ListingFilter[] = [
      { field: 'attribute:7', operator: 'contains', value: 'acme' },
      { field: 'sku', operator: 'among', value: ['A', 'B', 'C', 'D', 'E'] },
    ];
    renderWithProviders(<FilterBuilder filters={filters} onChange={onChange} fields={fields} fieldLabel={fieldLabel} attributesById={new Map()} categories={[]} language="en" />);
    const chips = screen.getAllByTestId('filter-chip');
    expect(chips[0]).toHaveTextContent('Brand contains acme');
    expect(chips[1]).toHaveTextContent('sku is among 5 values');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the filter “Brand contains acme”' }));
    expect(onChange).toHaveBeenCalledWith([filters[1]]);
  });
});

describe('filter editor', () => {
  it('applies a filter only once its value is given', async () => {
    const onApply = jest.fn();
    renderWithProviders(<FilterEditor fields={fields} fieldLabel={fieldLabel} attributesById={new Map()} categories={[]} language="en" initial={{ field: 'attribute:7', operator: 'contains' }} onApply={onApply} onCancel={jest.fn()} />);
    expect(screen.getByTestId('filter-apply')).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Value' }), 'drill');
    await userEvent.click(screen.getByTestId('filter-apply'));
    expect(onApply).toHaveBeenCalledWith({ field: 'attribute:7', operator: 'contains', value: 'drill' });
  });

  it('asks for no value with "is empty" and two ends with "is between"', async () => {
    const onApply = jest.fn();
    const { unmount } = renderWithProviders(<FilterEditor fields={fields} fieldLabel={fieldLabel} attributesById={new Map()} categories={[]} language="en" initial={{ field: 'sku', operator: 'empty' }} onApply={onApply} onCancel={jest.fn()} />);
    expect(screen.queryByText('Value')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('filter-apply'));
    expect(onApply).toHaveBeenCalledWith({ field: 'sku', operator: 'empty' });
    unmount();

    const between = jest.fn();
    renderWithProviders(<FilterEditor fields={fields} fieldLabel={fieldLabel} attributesById={new Map()} categories={[]} language="en" initial={{ field: 'created', operator: 'between', value: ['2026-01-01', ''] }} onApply={between} onCancel={jest.fn()} />);
    await waitFor(() => expect(screen.getByTestId('filter-apply')).toBeDisabled());
  });
});

describe('the client filter', () => {
  const withClients = [...fields, clientField([{ id: 3, name: 'Electro Wholesale' }, { id: 4, name: 'Lamp shop' }])];
  const label = (field: (typeof withClients)[number]) => (field.field === 'client' ? 'Client' : fieldLabel(field));

  it('names the clients of its chip, and picks a client by name', async () => {
    renderWithProviders(
      <FilterBuilder filters={[{ field: 'client', operator: 'among', value: [4, 3] }]} onChange={jest.fn()} fields={withClients} fieldLabel={label} attributesById={new Map()} categories={[]} language="en" />,
    );
    expect(screen.getByTestId('filter-chip')).toHaveTextContent('Client is among Lamp shop, Electro Wholesale');

    const onApply = jest.fn();
    renderWithProviders(<FilterEditor fields={withClients} fieldLabel={label} attributesById={new Map()} categories={[]} language="en" initial={{ field: 'client', operator: 'equals' }} onApply={onApply} onCancel={jest.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Value' }));
    await userEvent.click((await screen.findAllByTitle('Lamp shop')).find((element) => element.classList.contains('ant-select-item-option'))!);
    await userEvent.click(screen.getByTestId('filter-apply'));
    expect(onApply).toHaveBeenCalledWith({ field: 'client', operator: 'equals', value: 4 });
  });
});
