import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { AssistantApp } from './app';

describe('assistant remote', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('renders the page frame of /assistant/ with its title, breadcrumb and empty state', () => {
    renderWithProviders(<AssistantApp />, { route: '/assistant/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('assistant:pages.chat.title'));
    expect(screen.getByTestId('planned-page')).toHaveTextContent(i18n.t('assistant:pages.chat.description'));
  });

  it('renders /assistant/ and translates it to French', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<AssistantApp />, { route: '/assistant/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('assistant:pages.chat.title', { lng: 'fr' }));
    expect(i18n.exists('assistant:pages.chat.title', { lng: 'fr' })).toBe(true);
  });

  it('shows its not-found frame for an unknown path', () => {
    renderWithProviders(<AssistantApp />, { route: '/assistant-nowhere/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('assistant:pages.notFound.title'));
  });
});
