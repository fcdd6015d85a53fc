import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { fakeApi, reply, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { emailTemplatesApi, type EmailTemplate } from '@pimento/shared-kit/contracts/email-templates';
import { sentEmailsApi, type SentEmail } from '@pimento/shared-kit/contracts/sent-emails';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import '../../../i18n/strings';
import { EmailTemplatesSection } from './email-templates-section';

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);
/** antd's drawers and lists on a busy 2-core machine. */
const journey = 120_000;

const template: EmailTemplate = {
  id: 1,
  name: 'Feed delivered',
  subject: 'Your catalogue',
  recipients: ['buyer@example.com', 'ghost@nowhere.example'],
  body: 'Hello',
  language_code: 'en',
  owner: { id: '00000000-0000-4000-8000-000000000001', username: 'ada' },
  can_edit: true,
  updated: '2026-11-27T10:00:00.000Z',
};

const delivered: SentEmail = {
  id: 2,
  sent: '2026-11-28T08:00:00.000Z',
  recipient: 'buyer@example.com',
  subject: 'Your catalogue',
  kind: 'template_trial',
  template: { id: 1, name: 'Feed delivered' },
  outcome: 'delivered',
  smtp_response: '250 OK: message queued',
  user: { id: '00000000-0000-4000-8000-000000000001', username: 'ada' },
};
const bounced: SentEmail = { ...delivered, id: 1, recipient: 'ghost@nowhere.example', outcome: 'bounced', smtp_response: '550 No such user here' };

describe('e-mail template placeholders, preview, test sending and history', () => {
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('inserts a placeholder at the caret and shows the server’s preview, an unknown placeholder refused at its field', async () => {
    const api = fakeApi()
      .on(emailTemplatesApi.list, () => [template])
      .on(sentEmailsApi.list, () => ({ count: 0, results: [] }))
      .on(emailTemplatesApi.preview, (call) => {
        const body = call.body as { subject: string; body: string };
        if (body.body.includes('{{nope}}')) return reply(400, { code: 'validation.failed', message: 'invalid', fields: { body: ['email-template.unknown_placeholder'] } });
        return { subject: body.subject, text: body.body.replace('{{product.sku}}', '<b>BOLT-7</b>'), html: '' };
      });
    renderWithProviders(<EmailTemplatesSection />, { route: '/settings/user/' });
    await userEvent.click(await screen.findByTestId('email-template-new'));
    const drawer = await screen.findByRole('dialog');
    const body = within(drawer).getByLabelText('Body') as HTMLTextAreaElement;
    await userEvent.click(within(drawer).getByLabelText('Subject'));
    await userEvent.paste('Hello');
    await userEvent.click(body);
    await userEvent.paste('Your  is ready');
    body.setSelectionRange(5, 5);

    // The list is searched and its option chosen (the keyboard-only journey is the e2e's).
    await userEvent.type(within(drawer).getByRole('combobox', { name: 'Insert a placeholder' }), 'product.sku');
    await userEvent.click(await screen.findByTitle('{{product.sku}} — Product SKU'));
    await waitFor(() => expect(body.value).toBe('Your {{product.sku}} is ready'));
    await waitFor(() => expect(body).toHaveFocus());
    expect(within(drawer).getByRole('status')).toHaveTextContent('{{product.sku}} inserted.');

    await userEvent.click(within(drawer).getByTestId('email-preview-show'));
    const preview = await within(drawer).findByTestId('email-preview');
    expect(preview).toHaveTextContent('Subject: Hello');
    // A value with markup is shown as text.
    expect(preview).toHaveTextContent('Your <b>BOLT-7</b> is ready');
    expect(preview.querySelector('b')).toBeNull();
    expect(api.callsOf(emailTemplatesApi.preview)[0]!.body).toEqual({ subject: 'Hello', body: 'Your {{product.sku}} is ready' });

    await userEvent.clear(body);
    await userEvent.paste('{{nope}}');
    await userEvent.click(within(drawer).getByTestId('email-preview-show'));
    expect(await within(drawer).findByText('This text holds a placeholder that does not exist. Choose one from "Insert a placeholder".')).toBeInTheDocument();
    expect(within(drawer).queryByTestId('email-preview')).toBeNull();
  }, journey);

  it('sends a test and lists the sent e-mails with their outcome, filtered and paged by the server', async () => {
    const api = fakeApi()
      .on(emailTemplatesApi.list, () => [template])
      .on(emailTemplatesApi.sendTrial, () => ({
        results: [
          { recipient: 'buyer@example.com', outcome: 'delivered', smtp_response: '250 OK' },
          { recipient: 'ghost@nowhere.example', outcome: 'bounced', smtp_response: '550 No such user here' },
        ],
      }))
      .on(sentEmailsApi.list, (call) => {
        const outcome = call.query.get('outcome');
        const results = [delivered, bounced].filter((email) => outcome === null || email.outcome === outcome);
        // As many as make three pages: the table pages through the server's count.
        return { count: 41, results };
      });
    renderWithProviders(<EmailTemplatesSection />, { route: '/settings/user/' });
    const history = await screen.findByTestId('sent-emails-table');
    const bouncedRow = (await within(history).findByText('ghost@nowhere.example')).closest('tr')!;
    expect(bouncedRow).toHaveTextContent('Bounced');
    expect(bouncedRow).toHaveTextContent('550 No such user here');
    expect(bouncedRow).toHaveTextContent('Test of a template');
    expect(within(history).getByText('buyer@example.com').closest('tr')).toHaveTextContent('Delivered');

    await userEvent.click(screen.getByRole('button', { name: 'Send a test of Feed delivered to its recipients' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Accepted by the mail server for buyer@example.com.', 'Refused for ghost@nowhere.example: 550 No such user here']));
    // The history is read again after a sending.
    await waitFor(() => expect(api.callsOf(sentEmailsApi.list).length).toBeGreaterThan(1));

    await userEvent.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await userEvent.click(await screen.findByTitle('Bounced'));
    await waitFor(() => expect(api.callsOf(sentEmailsApi.list).at(-1)!.query.get('outcome')).toBe('bounced'));
    await waitFor(() => expect(within(history).queryByText('buyer@example.com')).toBeNull());

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search a recipient' }), 'ghost{Enter}');
    await waitFor(() => expect(api.callsOf(sentEmailsApi.list).at(-1)!.query.get('recipient')).toBe('ghost'));
    await userEvent.click(within(history.closest('[data-testid="sent-emails"]') as HTMLElement).getByTitle('2'));
    await waitFor(() => expect(api.callsOf(sentEmailsApi.list).at(-1)!.query.get('page')).toBe('2'));
  }, journey);
});
