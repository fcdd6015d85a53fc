import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { FirstSteps } from './first-steps';

registerCatalogueStrings();

describe('an empty catalogue', () => {
  it('says what to do first, each step a button: attributes, a first product, a file', async () => {
    const navigate = jest.fn();
    const onCreate = jest.fn();
    renderWithProviders(<FirstSteps entity="product" hasAttributes={false} onCreate={onCreate} />, { remoteProps: { navigate } });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Your catalogue is empty');
    expect(screen.getAllByRole('listitem').map((step) => step.querySelector('h4')?.textContent)).toEqual(['Describe your products', 'Add your first product', 'Bring in a file']);
    await userEvent.click(screen.getByRole('button', { name: 'Open the attributes' }));
    expect(navigate).toHaveBeenCalledWith('/attributes/');
    await userEvent.click(screen.getByRole('button', { name: 'New product' }));
    expect(onCreate).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Open the imports' }));
    expect(navigate).toHaveBeenCalledWith('/imports/');
  });

  it('speaks of models on the model listing, and of attributes already there', () => {
    renderWithProviders(<FirstSteps entity="model" hasAttributes onCreate={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('No model yet');
    expect(screen.getByText('Your attributes are ready; add more at any time.')).toBeInTheDocument();
  });
});
