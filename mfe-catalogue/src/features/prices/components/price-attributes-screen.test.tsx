import '../../../lib/jsdom-message-channel';
import { screen, waitFor } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { companyApi, type CompanyStoreData } from '@pimento/shared-kit/contracts/company';
import { extraAttributesApi, type ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import type { SessionInfo } from '@pimento/shared-kit/remote/remote-props';
import { companyStoreDataFixture } from '@pimento/shared-kit/testing/company-store-data';
import { fakeApi, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { PriceAttributesScreen } from './price-attributes-screen';

registerCatalogueStrings();

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const administrator: SessionInfo = { username: 'admin', firstName: 'Ada', lastName: 'Admin', isSuperuser: false, isAdministrator: true, isConsultant: false };
const channel: ExtraAttribute = { id: 7, entity: 'price', code: 'channel', labels: { en: 'Sales channel' }, type: 'dropdown', choices: [{ code: 'web', labels: { en: 'Web shop' } }], required: false, position: 0 };

function serve() {
  return fakeApi()
    .on(extraAttributesApi.list, () => ({ results: [channel] }))
    .on(companyApi.updateSettings, (call) => companyStoreDataFixture(call.body as Partial<CompanyStoreData>));
}

describe('the price attributes screen', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.getState().clear();
  });

  it('lets an administrator switch off a price field the company does not use, never the price or its currency, beside the price attributes', async () => {
    const api = serve();
    renderWithProviders(<PriceAttributesScreen />, { remoteProps: { session: administrator, flags: { disabled_price_fields: ['unit'] } } });
    expect(await screen.findByTestId('price-attribute-channel')).toHaveTextContent('Web shop');
    expect(screen.getByRole('switch', { name: 'Show Currency' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Show Gross price' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show Unit' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: 'Show Discount (0 to 1)' }));
    await waitFor(() => expect(api.callsOf(companyApi.updateSettings)).toHaveLength(1));
    expect(api.callsOf(companyApi.updateSettings)[0]!.body).toEqual({ disabled_price_fields: ['discount', 'unit'] });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show Discount (0 to 1)' })).not.toBeChecked());
    expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ type: 'success', title: 'Discount (0 to 1) switched off' })]);
  });

  it('shows a member what the company uses without a way to change it', async () => {
    serve();
    renderWithProviders(<PriceAttributesScreen />, { remoteProps: { session: { ...administrator, isAdministrator: false }, flags: {} } });
    expect(await screen.findByTestId('price-attribute-channel')).toBeInTheDocument();
    expect(screen.getByText('Only administrators define price attributes; you can fill them in on each price.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show Discount (0 to 1)' })).toBeDisabled();
    expect(screen.queryByTestId('new-price-attribute')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Sales channel' })).not.toBeInTheDocument();
  });
});
