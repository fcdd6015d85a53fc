import '../../../lib/jsdom-message-channel';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { AttributesScreen } from './attributes-screen';

registerCatalogueStrings();

/** The tabs by their accessible names (a tab's label holds a full and a short form, one shown). */
const tabNames = () => screen.getAllByRole('tab').map((tab) => ['Attributes', 'Dropdown lists', 'Attribute sets'].find((name) => screen.queryByRole('tab', { name }) === tab));

describe('/attributes/ tabs', () => {
  beforeEach(() => {
    // No server here: every call fails, the tabs are what is checked.
    globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('offline'))) as typeof fetch;
  });

  it('offers the attribute sets only when the company has them, and opens the tab named in the address', () => {
    const { unmount } = renderWithProviders(<AttributesScreen />, { route: '/attributes/?tab=sets', remoteProps: { flags: { attribute_set_activated: false } } });
    expect(tabNames()).toEqual(['Attributes', 'Dropdown lists']);
    expect(screen.getByRole('tab', { name: 'Attributes' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderWithProviders(<AttributesScreen />, { route: '/attributes/?tab=sets', remoteProps: { flags: { attribute_set_activated: true } } });
    expect(tabNames()).toEqual(['Attributes', 'Dropdown lists', 'Attribute sets']);
    expect(screen.getByRole('tab', { name: 'Attribute sets' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('new-attribute-set')).toBeInTheDocument();
  });

  it('opens the dropdown lists from ?tab=lists', () => {
    renderWithProviders(<AttributesScreen />, { route: '/attributes/?tab=lists' });
    expect(screen.getByRole('tab', { name: 'Dropdown lists' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('new-choice-list')).toBeInTheDocument();
  });
});
