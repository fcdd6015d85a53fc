import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { ImportsApp } from './app';

describe('imports remote', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('renders the page frame of /imports/ with its title, breadcrumb and empty state', () => {
    renderWithProviders(<ImportsApp />, { route: '/imports/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('imports:pages.list.title'));
    expect(screen.getByTestId('planned-page')).toHaveTextContent(i18n.t('imports:pages.list.description'));
  });

  it('renders /imports/42 and translates it to French', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<ImportsApp />, { route: '/imports/42' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('imports:pages.config.title', { lng: 'fr' }));
    expect(i18n.exists('imports:pages.config.title', { lng: 'fr' })).toBe(true);
  });

  it('shows its not-found frame for an unknown path', () => {
    renderWithProviders(<ImportsApp />, { route: '/imports-nowhere/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('imports:pages.notFound.title'));
  });
});
