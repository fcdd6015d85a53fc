import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { connectorsApi } from '@pimento/shared-kit/contracts/connectors';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { feedsApi, type Feed } from '@pimento/shared-kit/contracts/feeds';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import '../../../i18n/strings';
import { FeedEditor } from './feed-editor';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's drawers and selects on a busy 2-core machine. */
const journey = 60_000;

const template = (id: number, name: string, type: 'matrix' | 'single_product_matrix' | 'pdf' | 'asset_export') => ({
  id,
  name,
  type,
  standard_version: null,
  groups: [],
  version: 1,
  broken_columns_count: 0,
  rights: { edit: true, delete: true, duplicate: true },
  created_by: null,
  updated_by: null,
  created: '2026-11-27T10:00:00.000Z',
  updated: '2026-11-27T10:00:00.000Z',
});

const savedFeed = (body: Record<string, unknown>): Feed =>
  ({ id: 5, time_zone: 'Europe/Paris', public_url: null, active: true, next_run: null, last_delivery: null, created_by: null, created: '', updated: '', csv_separator: ';', ...body }) as Feed;

function serve(connectors: { id: number; name: string; protocol: 'ftp' | 'sftp'; folder: string }[] = []) {
  return fakeApi()
    .on(exportTemplatesApi.list, () => ({
      results: [template(1, 'Distributor matrix', 'matrix'), template(2, 'Product sheets', 'single_product_matrix'), template(3, 'Web pictures', 'asset_export'), template(4, 'Spring catalogue', 'pdf')],
    }))
    .on(companyApi.possibleLanguages, () => [
      { code: 'en', label_en: 'English', label_fr: 'Anglais' },
      { code: 'fr', label_en: 'French', label_fr: 'Français' },
    ])
    .on(connectorsApi.choices, () => ({ results: connectors }))
    .on(feedsApi.create, (call) => savedFeed(call.body as Record<string, unknown>));
}

async function chooseOption(drawer: HTMLElement, label: string, option: string) {
  await userEvent.click(within(drawer).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByTitle(option));
}

describe('the feed editor', () => {
  beforeEach(() => signInForTests());
  afterEach(() => i18n.changeLanguage('en'));

  it('creates a weekly e-mail feed of a matrix template, the time read in the company’s time zone', async () => {
    const api = serve();
    const onClose = jest.fn();
    renderWithProviders(<FeedEditor feed={null} timeZone="Europe/Paris" onClose={onClose} />);
    const drawer = await screen.findByTestId('feed-editor');
    expect(drawer).toHaveTextContent('Times are in the company’s time zone: Europe/Paris.');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Monday catalogue');
    await chooseOption(drawer, 'Template', 'Distributor matrix');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'CSV' }));
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Weekly' }));
    const time = within(drawer).getByLabelText('Time');
    await userEvent.clear(time);
    await userEvent.type(time, '07:15');
    await chooseOption(drawer, 'Day of the week', 'Tuesday');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Only the products changed since the last delivery' }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Recipients' }), 'buyer@customer.test, second@customer.test');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save the feed' }));

    await waitFor(() => expect(api.callsOf(feedsApi.create)).toHaveLength(1));
    expect(api.callsOf(feedsApi.create)[0]!.body).toEqual({
      name: 'Monday catalogue',
      template_id: 1,
      format: 'csv',
      selection: { kind: 'all' },
      language: null,
      file_name: 'feed-{year}{month}{day}-{hour}{minute}',
      schedule: { periodicity: 'weekly', time: '07:15', weekday: 2 },
      destination: { kind: 'email', recipients: ['buyer@customer.test', 'second@customer.test'], subject: 'Catalogue {file_name}', body: 'Hello,\n\nThe catalogue {file_name} is ready: {download_url}\n' },
      differential: true,
      active: true,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }, journey);

  it('delivers to a connection of the company, and says the server’s refusal in place, in French', async () => {
    await i18n.changeLanguage('fr');
    const api = serve([{ id: 9, name: 'Client SFTP', protocol: 'sftp', folder: '/in' }]).on(feedsApi.create, () =>
      reply(422, { code: 'feed.connector_not_found', message: 'This connection does not exist.' }),
    );
    const onClose = jest.fn();
    renderWithProviders(<FeedEditor feed={null} timeZone="Europe/Paris" onClose={onClose} />);
    const drawer = await screen.findByTestId('feed-editor');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Nom' }), 'Flux SFTP');
    await chooseOption(drawer, 'Modèle', 'Distributor matrix');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Manuel' }));
    expect(within(drawer).queryByLabelText('Heure')).toBeNull();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Connexion FTP ou SFTP' }));
    await chooseOption(drawer, 'Connexion', 'Client SFTP (SFTP /in)');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Enregistrer le flux' }));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent("Cette connexion n'existe pas.");
    expect(api.callsOf(feedsApi.create)[0]!.body).toMatchObject({ schedule: { periodicity: 'manual' }, destination: { kind: 'connector', connector_id: 9 } });
    expect(onClose).not.toHaveBeenCalled();
  }, journey);

  it('keeps Save disabled until the feed says what and where, and tells when the company has no connection', async () => {
    serve();
    renderWithProviders(<FeedEditor feed={null} timeZone="America/New_York" onClose={() => undefined} />);
    const drawer = await screen.findByTestId('feed-editor');
    expect(drawer).toHaveTextContent('America/New_York');
    expect(within(drawer).getByRole('button', { name: 'Save the feed' })).toBeDisabled();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'FTP or SFTP connection' }));
    expect(await within(drawer).findByText(/No FTP or SFTP connection yet/)).toBeInTheDocument();
  }, journey);
  it(
    'offers asset export templates where asset_feed_activated, then a zip or a list of URLs, no product selection nor differential',
    async () => {
      const api = serve();
      renderWithProviders(<FeedEditor feed={null} timeZone="Europe/Paris" onClose={jest.fn()} />, { remoteProps: { flags: { asset_feed_activated: true } } });
      const drawer = await screen.findByTestId('feed-editor');
      await userEvent.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Nightly pictures');
      expect(within(drawer).getByRole('radio', { name: 'CSV' })).toBeInTheDocument();
      await userEvent.click(within(drawer).getByRole('combobox', { name: 'Template' }));
      await userEvent.click(await screen.findByTitle('Web pictures · Asset export'));
      expect(within(drawer).getByRole('radio', { name: 'Zip of the files' })).toBeChecked();
      expect(within(drawer).queryByRole('radio', { name: 'CSV' })).toBeNull();
      expect(within(drawer).queryByRole('radio', { name: 'Every product' })).toBeNull();
      expect(within(drawer).queryByRole('checkbox', { name: 'Only the products changed since the last delivery' })).toBeNull();
      await userEvent.click(within(drawer).getByRole('radio', { name: 'Fixed public address' }));
      await userEvent.click(within(drawer).getByRole('radio', { name: 'Manual' }));
      await userEvent.click(within(drawer).getByRole('button', { name: 'Save the feed' }));
      await waitFor(() => expect(api.callsOf(feedsApi.create)).toHaveLength(1));
      expect(api.callsOf(feedsApi.create)[0]!.body).toMatchObject({ name: 'Nightly pictures', template_id: 3, format: 'zip', differential: false, destination: { kind: 'public_url' } });
    },
    journey,
  );

  it(
    'offers PDF catalogues and single-product matrices with the formats each writes, a PDF never differential',
    async () => {
      const api = serve();
      renderWithProviders(<FeedEditor feed={null} timeZone="Europe/Paris" onClose={jest.fn()} />, { remoteProps: { flags: { pdf_activated: true, single_product_matrix_activated: true } } });
      const drawer = await screen.findByTestId('feed-editor');
      await userEvent.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Printed catalogue');
      await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Only the products changed since the last delivery' }));

      await chooseOption(drawer, 'Template', 'Product sheets · Single-product matrix');
      expect(['XLSX', 'CSV', 'JSON', 'PDF'].filter((name) => within(drawer).queryByRole('radio', { name }) !== null)).toEqual(['XLSX']);
      expect(within(drawer).getByRole('group', { name: 'Format' })).toHaveAccessibleDescription('A single-product matrix is a workbook: XLSX only.');
      expect(within(drawer).getByRole('checkbox', { name: 'Only the products changed since the last delivery' })).toBeChecked();

      await chooseOption(drawer, 'Template', 'Spring catalogue · PDF');
      expect(['XLSX', 'CSV', 'JSON', 'PDF'].filter((name) => within(drawer).queryByRole('radio', { name }) !== null)).toEqual(['PDF']);
      expect(within(drawer).getByRole('radio', { name: 'PDF' })).toBeChecked();
      expect(within(drawer).getByRole('group', { name: 'Format' })).toHaveAccessibleDescription('A PDF catalogue is sent as PDF only.');
      const differential = within(drawer).getByRole('checkbox', { name: 'Only the products changed since the last delivery' });
      expect([differential.matches(':checked'), differential.matches(':disabled')]).toEqual([false, true]);
      expect(differential).toHaveAccessibleDescription(/A PDF catalogue is always sent whole/);

      await userEvent.type(within(drawer).getByRole('textbox', { name: 'Recipients' }), 'printer@customer.test');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Save the feed' }));
      await waitFor(() => expect(api.callsOf(feedsApi.create)).toHaveLength(1));
      expect(api.callsOf(feedsApi.create)[0]!.body).toMatchObject({ name: 'Printed catalogue', template_id: 4, format: 'pdf', differential: false });
    },
    journey,
  );

  it(
    'says the server’s refusal of a PDF feed’s format in French',
    async () => {
      await i18n.changeLanguage('fr');
      serve().on(feedsApi.create, () => reply(400, { code: 'export.pdf_only', message: 'A PDF template makes a PDF file: choose the PDF format.', fields: { format: ['export.pdf_only'] } }));
      renderWithProviders(<FeedEditor feed={null} timeZone="Europe/Paris" onClose={jest.fn()} />, { remoteProps: { flags: { pdf_activated: true } } });
      const drawer = await screen.findByTestId('feed-editor');
      await userEvent.type(within(drawer).getByRole('textbox', { name: 'Nom' }), 'Catalogue');
      await chooseOption(drawer, 'Modèle', 'Spring catalogue · PDF');
      await userEvent.click(within(drawer).getByRole('radio', { name: 'Adresse publique fixe' }));
      await userEvent.click(within(drawer).getByRole('button', { name: 'Enregistrer le flux' }));
      expect(await within(drawer).findByRole('alert')).toHaveTextContent('Un modèle PDF produit un fichier PDF : choisissez le format PDF.');
    },
    journey,
  );

  it(
    'offers no asset export, PDF catalogue nor single-product matrix template where their features are off',
    async () => {
      serve();
      renderWithProviders(<FeedEditor feed={null} timeZone="Europe/Paris" onClose={jest.fn()} />);
      const drawer = await screen.findByTestId('feed-editor');
      await userEvent.click(within(drawer).getByRole('combobox', { name: 'Template' }));
      expect(await screen.findByTitle('Distributor matrix')).toBeInTheDocument();
      expect(screen.queryByTitle('Web pictures · Asset export')).toBeNull();
      expect(screen.queryByTitle('Spring catalogue · PDF')).toBeNull();
      expect(screen.queryByTitle('Product sheets · Single-product matrix')).toBeNull();
    },
    journey,
  );
});
