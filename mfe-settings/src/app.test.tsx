import { screen } from '@testing-library/react';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { currentUserApi } from '@pimento/shared-kit/contracts/current-user';
import { helpApi } from '@pimento/shared-kit/contracts/help';
import { SettingsApp } from './app';

describe('settings remote', () => {
  beforeEach(() => signInForTests());
  afterEach(() => i18n.changeLanguage('en'));

  it('routes /help/ to the help centre, in French', async () => {
    await i18n.changeLanguage('fr');
    fakeApi()
      .on(helpApi.articles, () => [{ id: 42, title: 'Importer un fichier', excerpt: 'Faites entrer des produits …', language: 'fr' }])
      .on(currentUserApi.get, () => reply(401, { code: 'auth.not_authenticated', message: 'signed out' }));
    renderWithProviders(<SettingsApp />, { route: '/help/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent("Centre d'aide");
    expect(await screen.findByRole('link', { name: 'Importer un fichier' })).toHaveAttribute('href', '/help/42/');
  });

  it('routes /help/42 to that article', async () => {
    fakeApi().on(helpApi.article, () => ({ id: 42, title: 'Importing a file', content: 'Bring files in.', language: 'en', title_en: 'Importing a file', title_fr: 'Importer un fichier', content_en: 'Bring files in.', content_fr: 'Faites entrer des fichiers.', attachments: [] }), { id: 42 });
    renderWithProviders(<SettingsApp />, { route: '/help/42' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Importing a file' })).toBeInTheDocument();
  });

  it('shows its not-found frame for an unknown path', () => {
    renderWithProviders(<SettingsApp />, { route: '/settings-nowhere/' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(i18n.t('settings:pages.notFound.title'));
  });
});
