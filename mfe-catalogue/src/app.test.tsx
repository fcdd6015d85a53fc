import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { CatalogueApp } from './app';

describe('catalogue remote', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('renders the product listing on /products/ with its title, filters and table', () => {
    renderWithProviders(<CatalogueApp />, { route: '/products/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('catalogue:pages.products.title'));
    expect(screen.getByTestId('filter-builder')).toHaveTextContent(i18n.t('catalogue:filters.add'));
    expect(screen.getByTestId('listing-table')).toBeInTheDocument();
  });

  it('still shows the planned frame of a later issue on /attributes/etim-feature-pill/ (a lazy screen)', async () => {
    renderWithProviders(<CatalogueApp />, { route: '/attributes/etim-feature-pill/' });
    expect(await screen.findByTestId('planned-page')).toHaveTextContent(i18n.t('catalogue:pages.etimFeaturePill.description'));
  });

  it('renders /pimento-object/ and translates it to French', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<CatalogueApp />, { route: '/pimento-object/' });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('catalogue:pages.objects.title', { lng: 'fr' }));
    expect(i18n.exists('catalogue:pages.objects.title', { lng: 'fr' })).toBe(true);
  });

  it('shows its not-found frame for an unknown path', () => {
    renderWithProviders(<CatalogueApp />, { route: '/catalogue-nowhere/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('catalogue:pages.notFound.title'));
  });
});
