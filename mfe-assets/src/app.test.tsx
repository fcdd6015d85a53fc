import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { AssetsApp } from './app';

describe('assets remote', () => {
  beforeEach(() => {
    signInForTests();
    fakeApi()
      .on(assetsApi.list, () => ({ results: [], next_cursor: null }))
      .on(assetsApi.categoryTree, () => ({ results: [] }));
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('renders the page frame of /asset/ with its title and empty state', () => {
    renderWithProviders(<AssetsApp />, { route: '/asset/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Asset gallery');
    expect(screen.getByTestId('planned-page')).toHaveTextContent(i18n.t('assets:pages.gallery.description'));
  });

  it('shows the category trees at /asset/categories/, in French too', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<AssetsApp />, { route: '/asset/categories/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Catégories de médias');
    expect(await screen.findByText('Aucune catégorie de médias pour le moment.')).toBeInTheDocument();
  });

  it('shows its not-found frame for an unknown path', () => {
    renderWithProviders(<AssetsApp />, { route: '/assets-nowhere/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('assets:pages.notFound.title'));
  });
});
