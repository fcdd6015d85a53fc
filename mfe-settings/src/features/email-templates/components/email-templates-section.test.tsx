import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { emailTemplatesApi, type EmailTemplate } from '@pimento/shared-kit/contracts/email-templates';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import '../../../i18n/strings';
import { EmailTemplatesSection } from './email-templates-section';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);
/** antd's drawers on a busy 2-core machine. */
const journey = 120_000;

const mine: EmailTemplate = {
  id: 1,
  name: 'Feed delivered',
  subject: 'Your catalogue',
  recipients: ['buyer@example.com'],
  body: 'Download: {download_url}',
  language_code: 'en',
  owner: { id: '00000000-0000-4000-8000-000000000001', username: 'ada' },
  can_edit: true,
  updated: '2026-11-27T10:00:00.000Z',
};
const theirs: EmailTemplate = { ...mine, id: 2, name: 'Weekly prices', owner: { id: '00000000-0000-4000-8000-000000000002', username: 'bob' }, can_edit: false };

async function paste(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('e-mail templates', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it("offers to change only the user's own templates, and creates one with the server's refusals at their fields", async () => {
    const api = fakeApi()
      .on(emailTemplatesApi.list, () => [mine, theirs])
      .on(emailTemplatesApi.create, (call) => {
        const body = call.body as { name: string };
        if (body.name === 'Feed delivered') return reply(409, { code: 'email-template.name_taken', message: 'taken', fields: { name: ['email-template.name_taken'] } });
        return { ...mine, ...(call.body as object), id: 3 };
      });
    renderWithProviders(<EmailTemplatesSection />, { route: '/settings/user/' });
    const table = await screen.findByTestId('email-templates-table');
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    await within(table).findByText('Weekly prices');
    expect(within(row('Feed delivered')).getByRole('button', { name: 'Edit Feed delivered' })).toBeInTheDocument();
    expect(within(row('Weekly prices')).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(row('Weekly prices')).toHaveTextContent('Only its owner or an administrator changes it');

    await userEvent.click(screen.getByTestId('email-template-new'));
    const drawer = await screen.findByRole('dialog');
    await paste(within(drawer).getByLabelText('Name'), 'Feed delivered');
    await paste(within(drawer).getByLabelText('Subject'), 'Here it is');
    await paste(within(drawer).getByLabelText('Recipients'), 'not-an-address,');
    await paste(within(drawer).getByLabelText('Body'), 'Hello {user}');
    await userEvent.click(screen.getByTestId('email-template-save'));
    expect(await within(drawer).findByText('not-an-address is not a valid e-mail address.')).toBeInTheDocument();
    expect(api.callsOf(emailTemplatesApi.create)).toHaveLength(0);

    // The wrong address's tag taken out by its remove mark.
    await userEvent.click(drawer.querySelector('.ant-select-selection-item-remove')!);
    await paste(within(drawer).getByLabelText('Recipients'), 'buyer@example.com,');
    await userEvent.click(screen.getByTestId('email-template-save'));
    expect(await within(drawer).findByText('An e-mail template already has this name.')).toBeInTheDocument();
    await userEvent.clear(within(drawer).getByLabelText('Name'));
    await paste(within(drawer).getByLabelText('Name'), 'Export ready');
    await userEvent.click(screen.getByTestId('email-template-save'));
    await waitFor(() => expect(api.callsOf(emailTemplatesApi.create)).toHaveLength(2));
    expect(api.callsOf(emailTemplatesApi.create)[1]!.body).toEqual({ name: 'Export ready', subject: 'Here it is', recipients: ['buyer@example.com'], body: 'Hello {user}', language_code: 'en' });
    await waitFor(() => expect(toastTitles()).toContain('The e-mail template Export ready is saved.'));
  }, journey);
});
