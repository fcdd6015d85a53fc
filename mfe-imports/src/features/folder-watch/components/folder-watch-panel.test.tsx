import '@pimento/shared-kit/testing/jsdom-message-channel';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { connectorsApi } from '@pimento/shared-kit/contracts/connectors';
import { importWatchApi, type ImportWatch } from '@pimento/shared-kit/contracts/import-drops';
import { FolderWatchPanel } from './folder-watch-panel';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const journey = 60_000;

const watch: ImportWatch = {
  template_id: 3,
  connector: { id: 7, name: 'Supplier SFTP', protocol: 'sftp' },
  folder: '/in',
  pattern: '*.csv',
  cron: '*/15 * * * *',
  timezone: 'Europe/Paris',
  active: true,
  next_run: '2030-01-01T10:15:00.000Z',
  last_run: '2026-11-27T10:00:00.000Z',
  recent_files: [
    { name: 'prices.csv', size: 120, outcome: 'done', run_id: 41, moved_to: '/in/done/prices.csv', failure: null, created: '2026-11-27T10:00:00.000Z' },
    { name: 'broken.csv', size: 8, outcome: 'error', run_id: 42, moved_to: '/in/error/broken.csv', failure: { code: 'import_drop.rows_refused', params: { errors: 2, run: 42 } }, created: '2026-11-27T10:00:00.000Z' },
  ],
};

describe('an import template\'s folder watch', () => {
  beforeEach(() => signInForTests());
  afterEach(() => i18n.changeLanguage('en'));

  it('shows what the drop did, each file with its run, and saves a change of pattern', async () => {
    const api = fakeApi()
      .on(connectorsApi.choices, () => ({ results: [{ id: 7, name: 'Supplier SFTP', protocol: 'sftp', folder: '/in' }] }))
      .on(importWatchApi.get, () => ({ watch }))
      .on(importWatchApi.save, (call) => {
        const body = call.body as { cron: string };
        if (body.cron === 'nonsense') return reply(422, { code: 'import_watch.schedule_invalid', message: 'bad', fields: { cron: ['import_watch.schedule_invalid'] } });
        return { watch: { ...watch, ...(call.body as object) } };
      });
    renderWithProviders(<FolderWatchPanel templateId={3} />, { route: '/imports/3' });
    const panel = await screen.findByTestId('folder-watch');
    expect(await within(panel).findByText('prices.csv')).toBeInTheDocument();
    expect(within(panel).getByText('2 rows were refused: the other rows went in (see import #42).')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Import #41' })).toHaveAttribute('href', '/imports/3/runs/41');
    expect(screen.getByTestId('folder-watch-pattern')).toHaveValue('*.csv');

    await userEvent.clear(screen.getByTestId('folder-watch-pattern'));
    await userEvent.type(screen.getByTestId('folder-watch-pattern'), 'prices-*.xlsx');
    await userEvent.click(screen.getByTestId('folder-watch-save'));
    await waitFor(() => expect(api.callsOf(importWatchApi.save)).toHaveLength(1));
    expect(api.callsOf(importWatchApi.save)[0]!.body).toMatchObject({ connector_id: 7, folder: '/in', pattern: 'prices-*.xlsx', cron: '*/15 * * * *', timezone: 'Europe/Paris', active: true });
  }, journey);

  it('says so when the company has no connection yet, in French', async () => {
    await i18n.changeLanguage('fr');
    fakeApi()
      .on(connectorsApi.choices, () => ({ results: [] }))
      .on(importWatchApi.get, () => ({ watch: null }));
    renderWithProviders(<FolderWatchPanel templateId={3} />, { route: '/imports/3' });
    expect(await screen.findByText('Aucune connexion pour le moment : un super-utilisateur en ajoute une dans Paramètres → Connecteurs.')).toBeInTheDocument();
  }, journey);
});
