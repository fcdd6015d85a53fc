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

  it('renders a planned page, /exports/pdf/, with its empty state', () => {
    renderWithProviders(<ExportsApp />, { route: '/exports/pdf/' });
    expect(screen.getByTestId('planned-page')).toHaveTextContent(i18n.t('exports:pages.pdf.description'));
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
});
