import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { feedsApi, type Feed } from '@pimento/shared-kit/contracts/feeds';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { fakeApi, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import '../../../i18n/strings';
import { FeedsPanel } from './feeds-panel';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const journey = 60_000;

const feed = (body: Partial<Feed>): Feed => ({
  id: 1,
  name: 'Monday mail',
  template_id: 3,
  format: 'xlsx',
  csv_separator: ';',
  selection: { kind: 'all' },
  language: null,
  file_name: 'feed',
  schedule: { periodicity: 'weekly', time: '07:15', weekday: 1 },
  time_zone: 'Europe/Paris',
  destination: { kind: 'email', recipients: ['a@b.test'], subject: 'S', body: '{download_url}' },
  public_url: null,
  differential: false,
  active: true,
  next_run: '2026-11-30T06:15:00.000Z',
  last_delivery: null,
  created_by: null,
  created: '2026-11-27T10:00:00.000Z',
  updated: '2026-11-27T10:00:00.000Z',
  ...body,
});

const delivered = { id: 7, feed_id: 2, trigger: 'manual', replay_of: null, status: 'failed', attempts: 4, run_id: 12, file_name: 'catalogue.csv', products: 3, size: 120, destination: 'ftp://ftp.customer.test:21/in', error: { code: 'file_transfer.connection_refused', detail: 'connect ECONNREFUSED' }, task_id: 't', created: '2026-11-27T09:00:00.000Z', finished: '2026-11-27T09:01:00.000Z' } as const;

describe('the feed list', () => {
  beforeEach(() => signInForTests());
  afterEach(() => i18n.changeLanguage('en'));

  it('shows each feed’s schedule, next run and last delivery on the company’s clock, and runs, pauses and replays', async () => {
    const api = fakeApi()
      .on(feedsApi.list, () => ({ results: [feed({}), feed({ id: 2, name: 'FTP by hand', schedule: { periodicity: 'manual' }, next_run: null, last_delivery: delivered })], time_zone: 'Europe/Paris' }))
      .on(feedsApi.run, () => ({ task_id: 't2', delivery: { ...delivered, status: 'waiting', error: null } }))
      .on(feedsApi.pause, () => feed({ active: false, next_run: null }))
      .on(feedsApi.deliveries, () => ({ results: [delivered] }))
      .on(feedsApi.replay, () => ({ task_id: 't3', delivery: { ...delivered, id: 8, status: 'waiting', trigger: 'replay', replay_of: 7, error: null } }));
    renderWithProviders(<FeedsPanel />);
    const monday = await screen.findByTestId('feed-1');
    expect(monday).toHaveTextContent('Every Monday at 07:15');
    // 06:15Z is 07:15 in Paris in winter.
    expect(monday).toHaveTextContent('30/11/2026, 07:15');
    expect(monday).toHaveTextContent('Never run');
    const ftp = screen.getByTestId('feed-2');
    expect(ftp).toHaveTextContent('Manual');
    expect(ftp).toHaveTextContent('Failed');
    expect(within(ftp).queryByRole('button', { name: 'Pause FTP by hand' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Run Monday mail now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pause Monday mail' }));
    await waitFor(() => expect(api.callsOf(feedsApi.pause)).toHaveLength(1));
    expect(api.callsOf(feedsApi.run)[0]!.path).toBe(endpointPath(feedsApi.run, { id: 1 }));

    await userEvent.click(screen.getByRole('button', { name: 'Deliveries of FTP by hand' }));
    const row = await screen.findByTestId('delivery-7');
    expect(row).toHaveTextContent('after 4 attempts');
    expect(row).toHaveTextContent('connect ECONNREFUSED');
    expect(within(row).getByRole('link', { name: 'catalogue.csv' })).toHaveAttribute('href', '/download/export/12/');
    await userEvent.click(within(row).getByRole('button', { name: 'Deliver again' }));
    await waitFor(() => expect(api.callsOf(feedsApi.replay)).toHaveLength(1));
    expect(api.callsOf(feedsApi.replay)[0]!.path).toBe(endpointPath(feedsApi.replay, { id: 2, delivery_id: 7 }));
  }, journey);
  it('lets an administrator move the company’s feeds to another time zone', async () => {
    const api = fakeApi()
      .on(feedsApi.list, () => ({ results: [feed({})], time_zone: 'Europe/Paris' }))
      .on(feedsApi.setTimeZone, (call) => call.body);
    const session = { username: 'admin', firstName: 'A', lastName: 'B', isSuperuser: false, isAdministrator: true, isConsultant: false };
    renderWithProviders(<FeedsPanel />, { remoteProps: { session } });
    await userEvent.click(await screen.findByRole('button', { name: 'Change the time zone' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'The company’s time zone' }), 'New_York');
    await userEvent.click(await screen.findByTitle('America/New_York'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf(feedsApi.setTimeZone)).toHaveLength(1));
    expect(api.callsOf(feedsApi.setTimeZone)[0]!.body).toEqual({ time_zone: 'America/New_York' });
  }, journey);

  it('shows the time zone to a user who is not an administrator, without a way to change it', async () => {
    fakeApi().on(feedsApi.list, () => ({ results: [], time_zone: 'Europe/Paris' }));
    renderWithProviders(<FeedsPanel />);
    expect(await screen.findByText('Schedules run on the company’s clock: Europe/Paris.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the time zone' })).toBeNull();
  }, journey);
});
