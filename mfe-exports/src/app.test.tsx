import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { ExportsApp } from './app';

describe('exports remote', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('renders the page frame of /exports/ with its title', () => {
    renderWithProviders(<ExportsApp />, { route: '/exports/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('exports:pages.list.title'));
  });

  it('renders a planned page, /exports/bmecat/{id}, with its empty state', () => {
    renderWithProviders(<ExportsApp />, { route: '/exports/bmecat/3' });
    expect(screen.getByTestId('planned-page')).toHaveTextContent(i18n.t('exports:pages.bmecat.description'));
  });

  it('renders /pdf/generator/ and translates it to French', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<ExportsApp />, { route: '/pdf/generator/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('exports:pages.pdfGenerator.title', { lng: 'fr' }));
    expect(i18n.exists('exports:pages.pdfGenerator.title', { lng: 'fr' })).toBe(true);
  });

  it('shows its not-found frame for an unknown path', () => {
    renderWithProviders(<ExportsApp />, { route: '/exports-nowhere/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('exports:pages.notFound.title'));
  });
  it('offers the feeds beside the templates only when the company has feeds', () => {
    const { unmount } = renderWithProviders(<ExportsApp />, { route: '/exports/?tab=feeds', remoteProps: { flags: { feed_export_activated: true } } });
    expect(screen.getByRole('radio', { name: 'Feeds' })).toBeChecked();
    expect(screen.getByTestId('feeds-panel')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ExportsApp />, { route: '/exports/?tab=feeds', remoteProps: { flags: {} } });
    expect(screen.queryByRole('radio', { name: 'Feeds' })).toBeNull();
    expect(screen.queryByTestId('feeds-panel')).toBeNull();
  });
});
