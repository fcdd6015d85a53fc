import '../../../lib/jsdom-message-channel';
import { screen, waitFor } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { completionApi, type CompletionSummary, type ProductCompletion as ProductCompletionAnswer } from '@pimento/shared-kit/contracts/completion';
import type { SessionInfo } from '@pimento/shared-kit/remote/remote-props';
import { fakeApi, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { useListingStore } from '../../products/stores/listing-store';
import { ClientCompletionCard } from './client-completion-card';
import { CompletionMethodSwitch } from './completion-method-switch';
import { ProductCompletion } from './product-completion';

registerCatalogueStrings();

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const administrator: SessionInfo = { username: 'admin', firstName: 'Ada', lastName: 'Admin', isSuperuser: false, isAdministrator: true, isConsultant: false };
const attributesById = new Map([
  [1, { code: 'power', labels: { en: 'Power (W)' } }],
  [2, { code: 'title', labels: { en: 'Title' } }],
]);

const lamp: ProductCompletionAnswer = {
  method: 'rules',
  state: 'ready',
  scopes: [
    {
      client: null,
      percent: 33,
      required: 3,
      met: 1,
      languages: [
        { language: 'en', percent: 50, required: 2, met: 1 },
        { language: 'fr', percent: 0, required: 2, met: 0 },
      ],
      missing: [
        { attribute_id: 2, language: 'fr', rule: { id: 7, name: 'Lamp shop titles' }, code: 'rule.mandatory', message: 'Required by the rule “Lamp shop titles”.' },
        { attribute_id: 1, language: null, rule: { id: 8, name: 'Power at most' }, code: 'rule.max', message: 'Above the maximum of 5000 set by the rule “Power at most”.' },
      ],
      hidden_missing: 1,
    },
    { client: { id: 5, name: 'Lamp shop' }, percent: 100, required: 0, met: 0, languages: [], missing: [], hidden_missing: 0 },
  ],
};

const summary: CompletionSummary = {
  client: { id: 5, name: 'Lamp shop' },
  method: 'rules',
  state: 'ready',
  task_id: null,
  products: 4,
  average: 62.5,
  complete: 1,
  distribution: [
    { from: 0, to: 19, count: 1 },
    { from: 20, to: 39, count: 0 },
    { from: 40, to: 59, count: 0 },
    { from: 60, to: 79, count: 2 },
    { from: 80, to: 99, count: 0 },
    { from: 100, to: 100, count: 1 },
  ],
  languages: [
    { language: 'en', average: 70 },
    { language: 'fr', average: 55 },
  ],
};

describe('completion', () => {
  beforeEach(() => signInForTests());

  it('shows a product’s figure overall and per client, and lists what is missing and why, each point leading to its field', async () => {
    fakeApi().on(completionApi.product, () => lamp);
    renderWithProviders(
      <>
        <ProductCompletion productId={3} attributesById={attributesById} language="en" />
        <input id="value-2-fr" aria-label="Title in French" />
      </>,
    );
    expect(await screen.findByTestId('completion-scope-0')).toHaveTextContent('Overall: 33 %');
    expect(screen.getByTestId('completion-scope-5')).toHaveTextContent('Lamp shop: 100 %');
    await userEvent.click(screen.getByRole('button', { name: /Completion Overall: 33 %, 3 missing/ }));
    expect(await screen.findByText('FR: Title is empty — required by the rule “Lamp shop titles”')).toBeInTheDocument();
    expect(screen.getByText('Power (W): Above the maximum of 5000 set by the rule “Power at most”.')).toBeInTheDocument();
    expect(screen.getByText('And 1 point on attributes you cannot read.')).toBeInTheDocument();
    expect(screen.getByText('By language: EN 50 % · FR 0 %')).toBeInTheDocument();
    await userEvent.click(screen.getByText('FR: Title is empty — required by the rule “Lamp shop titles”'));
    expect(screen.getByLabelText('Title in French')).toHaveFocus();
  });

  it('sums up a client’s figures and opens the listing on its products below 80 %', async () => {
    fakeApi().on(completionApi.clientSummary, () => summary);
    useListingStore.getState().setFilters('product', []);
    renderWithProviders(
      <Routes>
        <Route path="/clients/" element={<ClientCompletionCard clientId={5} />} />
        <Route path="/products/" element={<p>The listing</p>} />
      </Routes>,
      { route: '/clients/' },
    );
    expect(await screen.findByTestId('client-completion-average')).toHaveTextContent('62.5 %');
    expect(screen.getByText('4 products')).toBeInTheDocument();
    expect(screen.getByText('1 complete')).toBeInTheDocument();
    expect(screen.getByTestId('completion-bucket-60')).toHaveTextContent('60–79 %: 2');
    expect(screen.getByTestId('completion-bucket-100')).toHaveTextContent('100 %: 1');
    expect(screen.getByText('EN 70 % · FR 55 %')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the products below 80 %' }));
    expect(await screen.findByText('The listing')).toBeInTheDocument();
    expect(useListingStore.getState().filters.product).toEqual([{ field: 'completion:5', operator: 'lt', value: 80 }]);
  });

  it('offers administrators the method switch and keeps it read-only for others', async () => {
    // The company's settings as the server keeps them: a change starts the recomputation.
    let settings = { method: 'rules', state: 'ready', task_id: null as string | null };
    const api = fakeApi()
      .on(completionApi.settings, () => settings)
      .on(completionApi.updateSettings, (call) => (settings = { method: (call.body as { method: string }).method, state: 'computing', task_id: 't1' }));
    const { unmount } = renderWithProviders(<CompletionMethodSwitch />, { remoteProps: { session: administrator } });
    expect(await screen.findByRole('radio', { name: /Validation rules/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Filled values/ }));
    await waitFor(() => expect(api.callsOf(completionApi.updateSettings).map((call) => call.body)).toEqual([{ method: 'filled' }]));
    expect(await screen.findByText(/being recomputed after a change/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Filled values/ })).toBeChecked();
    unmount();

    renderWithProviders(<CompletionMethodSwitch />, { remoteProps: { session: { ...administrator, isAdministrator: false } } });
    expect(await screen.findByRole('radio', { name: /Filled values/ })).toBeDisabled();
    expect(screen.getByText('Only administrators change the completion method.')).toBeInTheDocument();
  });
});
