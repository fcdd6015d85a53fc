import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { SettingsApp } from './app';

describe('settings remote', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('renders the page frame of /settings/user/ with its title, breadcrumb and empty state', () => {
    renderWithProviders(<SettingsApp />, { route: '/settings/user/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('settings:pages.user.title'));
    expect(screen.getByTestId('planned-page')).toHaveTextContent(i18n.t('settings:pages.user.description'));
  });

  it('renders /help/42 and translates it to French', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<SettingsApp />, { route: '/help/42' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('settings:pages.helpArticle.title', { lng: 'fr' }));
    expect(i18n.exists('settings:pages.helpArticle.title', { lng: 'fr' })).toBe(true);
  });

  it('shows its not-found frame for an unknown path', () => {
    renderWithProviders(<SettingsApp />, { route: '/settings-nowhere/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('settings:pages.notFound.title'));
  });
});
