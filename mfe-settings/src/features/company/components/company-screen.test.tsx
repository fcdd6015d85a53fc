import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { currentUserFixture } from '@pimento/shared-kit/testing/current-user';
import { fakeApi, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { companyStoreDataFixture } from '@pimento/shared-kit/testing/company-store-data';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { currentUserApi, type CurrentUser } from '@pimento/shared-kit/contracts/current-user';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { historyApi } from '@pimento/shared-kit/contracts/history';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import '../../../i18n/strings';
import { CompanyScreen } from './company-screen';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);
/** antd's tabs and dialogs on a busy 2-core machine. */
const journey = 120_000;

function me(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return currentUserFixture({ user: '00000000-0000-4000-8000-000000000001', username: 'boss', first_name: '', last_name: '', email: 'boss@example.com', is_administrator: true, all_can_create: true, company: { id: '00000000-0000-4000-8000-0000000000c0', name: 'Co' }, ...overrides });
}

const languages = [
  { code: 'en', label_en: 'English', label_fr: 'Anglais' },
  { code: 'fr', label_en: 'French', label_fr: 'Français' },
  { code: 'de', label_en: 'German', label_fr: 'Allemand' },
];
const storeData = companyStoreDataFixture({ possible_languages: languages.slice(0, 2), all_languages: languages, attribute_label_languages: ['en'] });

describe('/settings/company/', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('saves the FAB-DIS URL rule and refuses a retention out of range at its field', async () => {
    const api = fakeApi()
      .on(currentUserApi.get, () => me())
      .on(companyApi.storeData, () => storeData)
      .on(companyApi.updateSettings, (call) => ({ ...storeData, ...(call.body as object) }))
      .on(historyApi.retention, () => ({ days: 365, max_entries: 200 }))
      .on(historyApi.updateRetention, (call) => call.body);
    renderWithProviders(<CompanyScreen />, { route: '/settings/company/?tab=company' });
    const rule = await screen.findByTestId('company-fabdis-rule');
    expect(screen.getByTestId('company-fabdis-save')).toBeDisabled();
    await userEvent.click(within(rule).getByLabelText('Priority to the public URL'));
    await userEvent.click(screen.getByTestId('company-fabdis-save'));
    await waitFor(() => expect(api.callsOf(companyApi.updateSettings)).toHaveLength(1));
    expect(api.callsOf(companyApi.updateSettings)[0]!.body).toEqual({ fabdis_url_rule: 'priority_public' });
    await waitFor(() => expect(toastTitles()).toContain('The company settings are saved.'));

    const days = screen.getByLabelText('Keep the history for (days)');
    await waitFor(() => expect(days).toHaveValue('365'));
    await userEvent.clear(days);
    await userEvent.click(days);
    await userEvent.paste('0');
    await userEvent.click(screen.getByTestId('company-retention-save'));
    expect(await screen.findByText('Between 1 and 3650 days.')).toBeInTheDocument();
    expect(api.callsOf(historyApi.updateRetention)).toHaveLength(0);
  }, journey);

  it('says how many products lose their values before removing an attribute language, and removes it once confirmed', async () => {
    const api = fakeApi()
      .on(currentUserApi.get, () => me())
      .on(companyApi.storeData, () => storeData)
      .on(historyApi.retention, () => ({ days: 365, max_entries: 200 }))
      .on(attributesApi.languageRemovalImpact, () => ({ language: 'fr', products: 120, models: 3 }))
      .on(attributesApi.removeLanguage, () => ({ language: 'fr', products: 120, models: 3 }));
    renderWithProviders(<CompanyScreen />, { route: '/settings/company/?tab=languages' });
    const values = await screen.findByTestId('company-languages-values');
    // The only label language cannot be removed: it offers no button.
    expect(within(screen.getByTestId('company-languages-labels')).queryByRole('button', { name: 'Remove English' })).toBeNull();
    await userEvent.click(within(values).getByRole('button', { name: 'Remove French' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The values written in French will be deleted: 120 products and 3 models hold some. This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsOf(attributesApi.removeLanguage)).toHaveLength(1));
    expect(api.callsOf(attributesApi.removeLanguage)[0]!.path).toBe(endpointPath(attributesApi.removeLanguage, { code: 'fr' }));
    await waitFor(() => expect(toastTitles()).toContain('French is removed.'));
  }, journey);

  it('tells a user who is not an administrator, in French, and shows no form', async () => {
    await i18n.changeLanguage('fr');
    fakeApi()
      .on(currentUserApi.get, () => me({ is_administrator: false, language: 'fr', language_code: 'fr' }))
      .on(companyApi.storeData, () => storeData);
    renderWithProviders(<CompanyScreen />, { route: '/settings/company/' });
    expect(await screen.findByTestId('company-administrators-only')).toHaveTextContent('Seuls les administrateurs de l’entreprise modifient ses paramètres.');
    expect(screen.queryByTestId('company-fabdis-rule')).toBeNull();
  }, journey);
});
