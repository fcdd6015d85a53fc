import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { connectorsApi } from '@pimento/shared-kit/contracts/connectors';
import { emailTemplatesApi, type EmailTemplate } from '@pimento/shared-kit/contracts/email-templates';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { feedsApi, type Feed } from '@pimento/shared-kit/contracts/feeds';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { fakeApi, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import '../../../i18n/strings';
import { exportTemplateFixture } from '../testing/export-template-fixture';
import { FeedEditor } from './feed-editor';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** antd's drawers and selects on a busy 2-core machine. */
const journey = 60_000;

const mailTemplate: EmailTemplate = {
  id: 7,
  name: 'Catalogue ready',
  subject: 'Your {{export.name}}',
  recipients: ['owner@example.com'],
  body: '{{download_url}}',
  language_code: 'en',
  owner: null,
  can_edit: true,
  updated: '2026-11-27T10:00:00.000Z',
};
const existing = {
  id: 5,
  name: 'Monday catalogue',
  template_id: 1,
  format: 'csv',
  csv_separator: ';',
  selection: { kind: 'all' },
  language: null,
  file_name: 'feed',
  schedule: { periodicity: 'manual' },
  time_zone: 'Europe/Paris',
  destination: { kind: 'email', recipients: ['buyer@customer.test'], subject: 'Own', body: 'Own {download_url}', email_template_id: 7 },
  public_url: null,
  differential: false,
  active: true,
  next_run: null,
  last_delivery: null,
  created_by: null,
  created: '',
  updated: '',
} as Feed;

describe('the feed editor’s e-mail template', () => {
  beforeEach(() => signInForTests());
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the chosen template of an e-mail feed, and saves the feed’s own message once it is set back to none', async () => {
    const api = fakeApi()
      .on(exportTemplatesApi.list, () => ({ results: [exportTemplateFixture(1, 'Distributor matrix', 'matrix')] }))
      .on(companyApi.possibleLanguages, () => [{ code: 'en', label_en: 'English', label_fr: 'Anglais' }])
      .on(connectorsApi.choices, () => ({ results: [] }))
      .on(emailTemplatesApi.list, () => [mailTemplate])
      .on(feedsApi.update, (call) => ({ ...existing, ...(call.body as object) }));
    renderWithProviders(<FeedEditor feed={existing} timeZone="Europe/Paris" onClose={() => undefined} />);
    const drawer = await screen.findByTestId('feed-editor');
    const field = within(drawer).getByRole('combobox', { name: 'E-mail template' });
    expect(field).toHaveAccessibleDescription(/its subject and body are sent/);
    await waitFor(() => expect(within(drawer).getByTestId('feed-email-template')).toHaveTextContent('Catalogue ready'));

    await userEvent.click(within(drawer).getByRole('button', { name: 'Save the feed' }));
    await waitFor(() => expect(api.callsOf(feedsApi.update)).toHaveLength(1));
    expect((api.callsOf(feedsApi.update)[0]!.body as { destination: unknown }).destination).toEqual(existing.destination);

    await userEvent.click(field);
    await userEvent.click(await screen.findByTitle('None: the subject and body below'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save the feed' }));
    await waitFor(() => expect(api.callsOf(feedsApi.update)).toHaveLength(2));
    expect((api.callsOf(feedsApi.update)[1]!.body as { destination: unknown }).destination).toEqual({ kind: 'email', recipients: ['buyer@customer.test'], subject: 'Own', body: 'Own {download_url}' });
  }, journey);
});
