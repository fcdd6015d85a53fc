import './features/testing/jsdom-message-channel';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { importTemplatesApi } from '@pimento/shared-kit/contracts/imports';
import { fakeApi, signInForTests } from './features/testing/fake-api';
import { ImportsApp } from './app';

describe('imports remote', () => {
  beforeEach(() => signInForTests());
  afterEach(() => i18n.changeLanguage('en'));

  it('renders /imports/ with its title and breadcrumb', async () => {
    fakeApi().on(importTemplatesApi.list, () => ({ results: [] }));
    renderWithProviders(<ImportsApp />, { route: '/imports/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('imports:pages.list.title'));
    expect(await screen.findByTestId('imports-empty')).toBeInTheDocument();
  });

  it('renders /imports/42 in French', async () => {
    await i18n.changeLanguage('fr');
    fakeApi();
    renderWithProviders(<ImportsApp />, { route: '/imports/42' });
    expect(await screen.findByText(i18n.t('imports:editor.notFound', { lng: 'fr' }))).toBeInTheDocument();
  });

  it('shows its not-found frame for an unknown path', () => {
    renderWithProviders(<ImportsApp />, { route: '/imports-nowhere/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('imports:pages.notFound.title'));
  });
});
