import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { AssetsApp } from './app';

describe('assets remote', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('renders the page frame of /asset/ with its title, breadcrumb and empty state', () => {
    renderWithProviders(<AssetsApp />, { route: '/asset/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('assets:pages.gallery.title'));
    expect(screen.getByTestId('planned-page')).toHaveTextContent(i18n.t('assets:pages.gallery.description'));
  });

  it('renders /asset/categories/ and translates it to French', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<AssetsApp />, { route: '/asset/categories/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('assets:pages.categories.title', { lng: 'fr' }));
    expect(i18n.exists('assets:pages.categories.title', { lng: 'fr' })).toBe(true);
  });

  it('shows its not-found frame for an unknown path', () => {
    renderWithProviders(<AssetsApp />, { route: '/assets-nowhere/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('assets:pages.notFound.title'));
  });
});
