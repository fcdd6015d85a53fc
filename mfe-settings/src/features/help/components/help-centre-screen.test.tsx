import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { currentUserFixture } from '@pimento/shared-kit/testing/current-user';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { currentUserApi } from '@pimento/shared-kit/contracts/current-user';
import { helpApi, type HelpArticle, type HelpRelation } from '@pimento/shared-kit/contracts/help';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import { HelpCentreScreen } from './help-centre-screen';
import { HelpArticleScreen } from './help-article-screen';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const journey = 60_000;

const reader = currentUserFixture();

const summaries = [
  { id: 1, title: 'Signing in to Pimento', excerpt: 'Open Pimento in your browser …', language: 'en' as const },
  { id: 2, title: 'Importing a file', excerpt: '… a dry run reads the whole file …', language: 'en' as const },
];

describe('/help/', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it(
    'lists the articles and searches them as the user types, saying when nothing holds every word',
    async () => {
      const api = fakeApi()
        .on(currentUserApi.get, () => reader)
        .on(helpApi.articles, (call) => {
          const search = call.query.get('search') ?? '';
          return search === '' ? summaries : summaries.filter((article) => article.excerpt.includes(search));
        });
      renderWithProviders(<HelpCentreScreen />, { route: '/help/' });
      await waitFor(() => expect(screen.getByTestId('help-count')).toHaveTextContent('2 articles'));
      expect(screen.getByRole('link', { name: 'Importing a file' })).toHaveAttribute('href', '/help/2/');

      await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help' }), 'dry run');
      await waitFor(() => expect(screen.getByTestId('help-count')).toHaveTextContent('1 article holds every word'));
      expect(within(screen.getByTestId('help-articles')).getAllByRole('link').map((link) => link.textContent)).toEqual(['Importing a file']);
      expect(api.callsOf(helpApi.articles).at(-1)!.query.get('search')).toBe('dry run');

      await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help' }), ' nowhere');
      await waitFor(() => expect(screen.getByTestId('help-count')).toHaveTextContent('No article holds all these words.'));
      // Only a superuser chooses the help bar's articles.
      expect(screen.queryByTestId('help-relations')).toBeNull();
      expect(api.callsOf(helpApi.relations)).toHaveLength(0);
    },
    journey,
  );

  it(
    'lets a superuser change the article of a page, and says a malformed path at its field',
    async () => {
      let relations: HelpRelation[] = [{ path: '/imports/', article_id: 2, chosen_by_superuser: false }];
      const api = fakeApi()
        .on(currentUserApi.get, () => ({ ...reader, is_superuser: true }))
        .on(helpApi.articles, () => summaries)
        .on(helpApi.relations, () => relations)
        .on(helpApi.setRelation, (call) => {
          const body = call.body as { path: string; article_id: number | null };
          if (!body.path.startsWith('/')) return reply(400, { code: 'help.invalid_path', message: 'bad', fields: { path: ['help.invalid_path'] } });
          relations = [...relations.filter((relation) => relation.path !== body.path), { ...body, chosen_by_superuser: true }];
          return relations;
        });
      renderWithProviders(<HelpCentreScreen />, { route: '/help/' });
      const card = await screen.findByTestId('help-relations');
      expect(await within(card).findByText('/imports/')).toBeInTheDocument();
      await userEvent.click(within(card).getByRole('button', { name: 'Unlink /imports/' }));
      await waitFor(() => expect(api.callsOf(helpApi.setRelation)).toHaveLength(1));
      expect(api.callsOf(helpApi.setRelation)[0]!.body).toEqual({ path: '/imports/', article_id: null });
      expect(await within(card).findByText('A superuser')).toBeInTheDocument();
      await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.title ?? toast.message)).toContain('/imports/ shows the article of the page above it.'));

      await userEvent.type(within(card).getByTestId('help-relation-new-path'), 'category');
      await userEvent.click(within(card).getByRole('combobox', { name: 'Article for the page' }));
      await userEvent.click((await screen.findAllByTitle('Signing in to Pimento')).find((element) => element.classList.contains('ant-select-item-option'))!);
      await userEvent.click(within(card).getByTestId('help-relation-add'));
      await waitFor(() => expect(api.callsOf(helpApi.setRelation)).toHaveLength(2));
      expect(api.callsOf(helpApi.setRelation)[1]!.body).toEqual({ path: 'category', article_id: 1 });
      expect(await within(card).findByText('A path is written in lower case and starts and ends with a slash, like /products/.')).toBeInTheDocument();
    },
    journey,
  );
});

describe('/help/{id}', () => {
  beforeEach(() => signInForTests());

  const article: HelpArticle = {
    id: 2,
    title: 'Importing a file',
    content: 'Bring products in.\n\n## A file and its template\nDrop a file.\n\n## Dry run, then launch\nA dry run writes **nothing**.\n\n- first\n- second',
    language: 'en',
    title_en: 'Importing a file',
    title_fr: 'Importer un fichier',
    content_en: '',
    content_fr: '',
    attachments: [{ name: 'Sample file', url: '/files/sample.xlsx' }],
  };

  it(
    'shows the article with its table of contents, whose links move the focus to their section',
    async () => {
      fakeApi().on(helpApi.article, () => article, { id: 2 });
      renderWithProviders(<HelpArticleScreen id={2} />, { route: '/help/2/' });
      expect(await screen.findByRole('heading', { level: 2, name: 'Importing a file' })).toBeInTheDocument();
      const contents = screen.getByRole('navigation', { name: 'Contents' });
      expect(within(contents).getAllByRole('link').map((link) => link.textContent)).toEqual(['A file and its template', 'Dry run, then launch']);
      await userEvent.click(within(contents).getByRole('link', { name: 'Dry run, then launch' }));
      expect(screen.getByRole('heading', { level: 3, name: 'Dry run, then launch' })).toHaveFocus();
      expect(screen.getByText('nothing').tagName).toBe('STRONG');
      expect(screen.getByRole('link', { name: 'Sample file' })).toHaveAttribute('href', '/files/sample.xlsx');
      expect(screen.queryByText('This article is written in French only.')).toBeNull();
    },
    journey,
  );

  it('says when an article does not exist, with the way back', async () => {
    fakeApi().on(helpApi.article, () => reply(404, { code: 'help.article_not_found', message: 'Article not found.' }), { id: 9 });
    renderWithProviders(<HelpArticleScreen id={9} />, { route: '/help/9/' });
    expect(await screen.findByText('This article does not exist. It may have been removed by a new version of Pimento.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the help centre' })).toHaveAttribute('href', '/help/');
  });
});
