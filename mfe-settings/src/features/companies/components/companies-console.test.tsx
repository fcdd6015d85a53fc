import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { currentUserFixture } from '@pimento/shared-kit/testing/current-user';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { companyStoreDataFixture } from '@pimento/shared-kit/testing/company-store-data';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { companyApi, companyFeaturesSchema, type CompanyFeatures } from '@pimento/shared-kit/contracts/company';
import { historyApi } from '@pimento/shared-kit/contracts/history';
import { companiesConsoleApi, type ConsoleCompany, type ConsoleCompanyUpdate } from '@pimento/shared-kit/contracts/companies-console';
import { currentUserApi, type CurrentUser } from '@pimento/shared-kit/contracts/current-user';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import '../../../i18n/strings';
import { CompanyScreen } from '../../company/components/company-screen';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);
/** antd's tabs, drawer and form on a busy 2-core machine. */
const journey = 120_000;

function me(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return currentUserFixture({ user: '00000000-0000-4000-8000-000000000001', username: 'staff', is_administrator: true, is_superuser: true, company: { id: '00000000-0000-4000-8000-0000000000c0', name: 'Staff' }, ...overrides });
}

const storeData = companyStoreDataFixture();
const demoId = '00000000-0000-4000-8000-0000000000d1';
const features = Object.fromEntries(companyFeaturesSchema.keyof().options.map((feature) => [feature, true])) as CompanyFeatures;
const demo: ConsoleCompany = {
  id: demoId,
  name: 'Pimento Demo',
  limits: { users: null, products: 1000, languages: null, asset_storage_gb: null, templates: null, feeds: null, sku_copy_paste_pages: null },
  usage: { users: 12, products: 40, languages: 2, asset_storage_gb: 0.5, templates: 3, feeds: 1 },
  ai_credits: { total: 1000, used: 200, remaining: 800 },
  features,
  fabdis_available_versions: [2, 3],
};

function consoleApi(company: ConsoleCompany = demo) {
  return fakeApi()
    .on(currentUserApi.get, () => me())
    .on(companyApi.storeData, () => storeData)
    .on(historyApi.retention, () => ({ days: 365, max_entries: 200 }))
    .on(companiesConsoleApi.list, (call) => {
      const search = call.query.get('search') ?? '';
      const rows = [{ id: demoId, name: 'Pimento Demo', active_users: 12, users_limit: null, features_on: 21, features_total: 21 }].filter((row) => row.name.toLowerCase().includes(search.toLowerCase()));
      return { count: rows.length, results: rows };
    })
    .on(companiesConsoleApi.get, () => company)
    .on(companiesConsoleApi.update, (call) => {
      const body = call.body as ConsoleCompanyUpdate;
      return { ...company, limits: { ...company.limits, ...body.limits }, features: { ...company.features, ...body.features } };
    });
}

describe('the companies console (/settings/company/?tab=companies)', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('lets a superuser lower a limit below the use, being told what it blocks, and switch a feature off', async () => {
    const api = consoleApi();
    renderWithProviders(<CompanyScreen />, { route: '/settings/company/?tab=companies' });
    const table = await screen.findByTestId('companies-table');
    await userEvent.click(await within(table).findByRole('button', { name: 'Manage the company Pimento Demo' }));
    const drawer = await screen.findByRole('dialog', { name: 'Pimento Demo: plan and features' });
    expect(within(drawer).getByText('Used: 12')).toBeInTheDocument();
    expect(within(drawer).getByText('200 used, 800 remaining.')).toBeInTheDocument();

    const users = within(drawer).getByLabelText('Users');
    await userEvent.click(users);
    await userEvent.paste('10');
    expect(await within(drawer).findByText('12 users for a limit of 10: no new user can be added.')).toBeInTheDocument();
    const pdf = within(drawer).getByRole('switch', { name: 'PDF catalogues' });
    expect(pdf).toBeChecked();
    await userEvent.click(pdf);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsOf(companiesConsoleApi.update)).toHaveLength(1));
    // Only what changed is sent.
    expect(api.callsOf(companiesConsoleApi.update)[0]!.body).toEqual({ limits: { users: 10 }, features: { pdf_activated: false } });
    await waitFor(() => expect(toastTitles()).toContain('Pimento Demo is saved.'));
  }, journey);

  it('searches the companies, in French too', async () => {
    const api = consoleApi();
    await i18n.changeLanguage('fr');
    renderWithProviders(<CompanyScreen />, { route: '/settings/company/?tab=companies' });
    expect(await screen.findByRole('tab', { name: 'Entreprises' })).toHaveAttribute('aria-selected', 'true');
    const search = await screen.findByRole('searchbox', { name: 'Rechercher une entreprise' });
    await userEvent.type(search, 'nothing{Enter}');
    expect(await screen.findByText('Aucune entreprise ne correspond.')).toBeInTheDocument();
    expect(api.callsOf(companiesConsoleApi.list).at(-1)!.query.get('search')).toBe('nothing');
  }, journey);

  it('is not offered to an administrator who is not a superuser, even by its address', async () => {
    const api = consoleApi();
    api.on(currentUserApi.get, () => me({ is_superuser: false }));
    api.on(companiesConsoleApi.list, () => reply(403, { code: 'rights.superuser_required', message: 'Only a superuser may do this.' }));
    renderWithProviders(<CompanyScreen />, { route: '/settings/company/?tab=companies' });
    expect(await screen.findByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Companies' })).toBeNull();
    expect(screen.queryByTestId('companies-console')).toBeNull();
    expect(api.callsOf(companiesConsoleApi.list)).toHaveLength(0);
  }, journey);
});
