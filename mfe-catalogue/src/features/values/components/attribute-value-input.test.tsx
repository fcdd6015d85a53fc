import { fireEvent, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import type { ValueAttribute } from '../lib/value-attribute';
import { AttributeValueInput } from './attribute-value-input';
import { LocalizedValueInput } from './localized-value-input';
import { RangeEditor } from './range-editor';
import { UrlListEditor } from './url-list-editor';

registerCatalogueStrings();
const attribute = (type: ValueAttribute['type'], extra: Partial<ValueAttribute> = {}): ValueAttribute => ({
  id: 1, code: 'a', type, labels: { en: 'A' }, choices: [], suggestions: [], max_length: null, min: null, max: null, localizable: false, unit: null, object_type_id: null, ...extra,
});

describe('typed value editors', () => {
  it('text: a blank value is sent as null, so it clears', async () => {
    const onChange = jest.fn();
    renderWithProviders(<AttributeValueInput attribute={attribute('text')} value="x" onChange={onChange} language="en" />);
    await userEvent.clear(screen.getByRole('textbox'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('integer: a number with its unit', async () => {
    const onChange = jest.fn();
    renderWithProviders(<AttributeValueInput attribute={attribute('integer')} value={null} onChange={onChange} language="en" unitSymbol="mm" />);
    await userEvent.type(screen.getByRole('spinbutton'), '12');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(screen.getByText('mm')).toBeInTheDocument();
  });

  it('URL list: adds, edits and removes lines', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(<UrlListEditor value={null} onChange={onChange} />);
    await userEvent.click(screen.getByText('Add a URL'));
    expect(onChange).toHaveBeenLastCalledWith(['']);
    rerender(<UrlListEditor value={['https://a.example', 'https://b.example']} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('URL 2'), { target: { value: 'https://c.example' } });
    expect(onChange).toHaveBeenLastCalledWith(['https://a.example', 'https://c.example']);
    await userEvent.click(screen.getByLabelText('Remove URL 1'));
    expect(onChange).toHaveBeenLastCalledWith(['https://b.example']);
  });

  it('range: minimum and maximum, and says when the maximum is not larger', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(<RangeEditor value={{ min: 5 }} onChange={onChange} unitSymbol="°C" />);
    await userEvent.type(screen.getByLabelText('Maximum'), '40');
    expect(onChange).toHaveBeenLastCalledWith({ min: 5, max: 40 });
    rerender(<RangeEditor value={{ min: 5, max: 2 }} onChange={onChange} unitSymbol="°C" />);
    expect(screen.getByText('The maximum must be larger than the minimum.')).toBeInTheDocument();
  });

  it('localizable: one editor per attribute language, each writing its own language', () => {
    const onChange = jest.fn();
    renderWithProviders(<LocalizedValueInput label="Name" attribute={attribute('text', { localizable: true })} languages={['en', 'fr']} value={{ en: 'Drill' }} onChange={onChange} language="en" />);
    const [english, french] = screen.getAllByRole('textbox');
    // Each language's editor is named by the attribute's label and its language.
    expect(screen.getByRole('textbox', { name: 'Name en' })).toBe(english);
    expect(screen.getByRole('textbox', { name: 'Name fr' })).toBe(french);
    expect(english).toHaveValue('Drill');
    fireEvent.change(french!, { target: { value: 'Perceuse' } });
    expect(onChange).toHaveBeenLastCalledWith({ en: 'Drill', fr: 'Perceuse' });
    fireEvent.change(english!, { target: { value: '' } });
    // The value read had English only: clearing it leaves no language, so the value is cleared.
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
