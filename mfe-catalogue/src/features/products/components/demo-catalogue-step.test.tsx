import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEvent } from '@pimento/shared-kit/bus/bus';
import { demoCatalogueApi } from '@pimento/shared-kit/contracts/demo-catalogue';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { recordTaskAnnouncements } from '@pimento/shared-kit/testing/record-task-announcements';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { signInForTests } from '@pimento/shared-kit/testing/sign-in-for-tests';
import type { SessionInfo } from '@pimento/shared-kit/remote/remote-props';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { FirstSteps } from './first-steps';

registerCatalogueStrings();

/** What the API client reads of a fetch answer (jsdom has no `Response`). */
const json = (body: unknown, status = 200) => ({ status, ok: status < 300, headers: new Headers(), json: async () => body }) as unknown as Response;

const administrator: SessionInfo = { username: 'admin', firstName: 'Ada', lastName: 'Admin', isSuperuser: false, isAdministrator: true, isConsultant: false };

describe('the empty catalogue’s demo step', () => {
  let answer: () => Response;
  let calls: string[];
  let events: BusEvent[];
  let unsubscribe: () => void;

  beforeEach(async () => {
    queryClient.clear();
    await act(() => i18n.changeLanguage('en'));
    calls = [];
    answer = () => json({ task_id: 'task-demo' }, 202);
    signInForTests();
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname === demoCatalogueApi.load.path) return answer();
      throw new Error(`unexpected call ${url.pathname}`);
    }) as typeof fetch;
    ({ events, stop: unsubscribe } = recordTaskAnnouncements());
  });
  afterEach(() => {
    unsubscribe();
    cleanup();
  });

  it('offers an administrator to load the demo, starts the job from the keyboard and opens the tasks panel', async () => {
    renderWithProviders(<FirstSteps entity="product" hasAttributes={false} onCreate={jest.fn()} />, { remoteProps: { session: administrator } });
    expect(screen.getAllByRole('listitem').map((step) => step.querySelector('h4')?.textContent)).toEqual(['Describe your products', 'Add your first product', 'Bring in a file', 'Try the demo catalogue']);
    const button = screen.getByRole('button', { name: 'Load the demo catalogue' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading: follow it in the tasks panel. The listing fills when it is done.');
    expect(calls).toEqual([`POST ${demoCatalogueApi.load.path}`]);
    expect(events).toEqual([
      { type: 'task-started', taskId: 'task-demo', onDone: expect.any(Function) },
      { type: 'open-panel', panel: 'tasks' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load the demo catalogue' })).not.toBeInTheDocument();
  });

  it('says why the server refused, in the interface language', async () => {
    answer = () => json({ code: 'demo_catalogue.already_loading', message: 'The demo catalogue is already loading into this company: follow it in the tasks panel.' }, 409);
    await act(() => i18n.changeLanguage('fr'));
    renderWithProviders(<FirstSteps entity="product" hasAttributes onCreate={jest.fn()} />, { remoteProps: { session: administrator, language: 'fr' } });
    await userEvent.click(screen.getByRole('button', { name: 'Charger le catalogue de démonstration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le catalogue de démonstration est déjà en cours de chargement dans cette entreprise : suivez-le dans le panneau des tâches.');
    expect(screen.getByRole('button', { name: 'Charger le catalogue de démonstration' })).toBeEnabled();
  });

  it('is not offered to a user who is not an administrator, nor on the model listing', () => {
    renderWithProviders(<FirstSteps entity="product" hasAttributes onCreate={jest.fn()} />, { remoteProps: { session: { ...administrator, isAdministrator: false } } });
    expect(screen.queryByTestId('first-steps-demo')).not.toBeInTheDocument();
    cleanup();
    renderWithProviders(<FirstSteps entity="model" hasAttributes onCreate={jest.fn()} />, { remoteProps: { session: administrator } });
    expect(screen.queryByTestId('first-steps-demo')).not.toBeInTheDocument();
  });
});
