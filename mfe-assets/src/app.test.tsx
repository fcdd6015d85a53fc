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

  it('shows the gallery at /asset/', async () => {
    renderWithProviders(<AssetsApp />, { route: '/asset/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Asset gallery');
    expect(await screen.findByText('No asset matches. Drop files above to add some.')).toBeInTheDocument();
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
