import '../../../lib/jsdom-message-channel';
import { screen, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { completionApi, type CompletionDashboard as DashboardAnswer, type CompletionSummary, type DashboardWork } from '@pimento/shared-kit/contracts/completion';
import { fakeApi, signInForTests } from '@pimento/shared-kit/testing/fake-endpoints';
import { renderWithProviders } from '@pimento/shared-kit/testing/render-with-providers';
import { registerCatalogueStrings } from '../../../i18n/register-strings';
import { useListingStore } from '../../products/stores/listing-store';
import { CompletionDashboard } from './completion-dashboard';

/** chart.js draws on a canvas jsdom does not have: a stand-in records what it was asked to draw. */
const drawn: { labels: string[]; datasets: { label: string; data: (number | null)[] }[] }[] = [];
jest.mock('../lib/load-chart', () => ({
  loadChart: () =>
    Promise.resolve(
      class {
        constructor(_canvas: unknown, config: { data: (typeof drawn)[number] }) {
          drawn.push(config.data);
        }
        destroy() {}
      },
    ),
}));

registerCatalogueStrings();

const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const figures = (client: CompletionSummary['client'], counts: number[], average: number | null): CompletionSummary => ({
  client,
  method: 'rules',
  state: 'ready',
  task_id: null,
  products: counts.reduce((sum, count) => sum + count, 0),
  average,
  complete: counts[5]!,
  distribution: [
    [0, 19],
    [20, 39],
    [40, 59],
    [60, 79],
    [80, 99],
    [100, 100],
  ].map(([from, to], index) => ({ from: from!, to: to!, count: counts[index]! })),
  languages: [
    { language: 'en', average },
    { language: 'fr', average: average === null ? null : average - 10 },
  ],
});

const dashboard: DashboardAnswer = {
  method: 'rules',
  state: 'ready',
  task_id: null,
  overall: figures(null, [1, 0, 0, 2, 0, 1200], 97.5),
  clients: [
    { summary: figures({ id: 5, name: 'Lamp shop' }, [1, 0, 0, 2, 0, 1], 50), problems: ['client.no_price'] },
    { summary: figures({ id: 6, name: 'Empty shop' }, [0, 0, 0, 0, 0, 0], null), problems: ['client.no_price', 'client.no_product', 'client.no_main_template'] },
  ],
  furthest: [
    { id: 31, sku: 'LMP-1', name: 'Desk lamp', percent: 0, missing: 3 },
    { id: 32, sku: 'LMP-2', name: 'Floor lamp', percent: 66, missing: 1 },
  ],
  history: [
    {
      client: null,
      days: [
        { day: '2026-11-25', products: 1203, average: 90, complete: 1190 },
        { day: '2026-11-26', products: 1203, average: 95.5, complete: 1195 },
      ],
    },
    { client: 5, days: [{ day: '2026-11-26', products: 4, average: 40, complete: 1 }] },
    { client: 6, days: [] },
  ],
  worst_attributes: [
    { client: null, attributes: [{ attribute_id: 11, code: 'power', labels: { en: 'Power (W)', fr: 'Puissance (W)' }, products: 3 }] },
    {
      client: 5,
      attributes: [
        { attribute_id: 12, code: 'title', labels: { en: 'Title' }, products: 2 },
        { attribute_id: 11, code: 'power', labels: { en: 'Power (W)' }, products: 1 },
      ],
    },
    { client: 6, attributes: [] },
  ],
};

const work: DashboardWork = {
  tasks: [{ id: 't1', type: 'import_launch', status: 'error', percent: 0.4, created_at: '2026-11-27T09:30:00Z', subject: { template: 'Supplier prices' } }],
  imports: [{ id: 12, template_id: 3, template_name: 'Supplier prices', verified_at: '2026-11-27T08:00:00Z', rows: 240 }],
  never_exported: { since: '2026-11-20T10:00:00.000000Z', products: 42, templates: [{ id: 7, type: 'matrix', name: 'Distributor sheet', since: '2026-11-21T10:00:00.000000Z', products: 30 }] },
};

/** The dashboard's two requests answered. */
function serve(answer: DashboardAnswer = dashboard, workAnswer: DashboardWork = work) {
  fakeApi()
    .on(completionApi.dashboard, () => answer)
    .on(completionApi.dashboardWork, () => workAnswer);
}

function renderDashboard() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/" element={<CompletionDashboard />} />
      <Route path="/products/" element={<p>The listing</p>} />
    </Routes>,
    { route: '/dashboard/' },
  );
}

describe('the completion dashboard', () => {
  beforeEach(() => {
    signInForTests();
    useListingStore.getState().setFilters('product', []);
    useListingStore.getState().setSort('product', { field: 'id', direction: 'desc' });
  });

  it('shows the catalogue’s figures, each client’s with what it lacks, and the products furthest from complete', async () => {
    serve();
    renderDashboard();
    expect(await screen.findByTestId('dashboard-overall-average')).toHaveTextContent('97.5 %');
    expect(screen.getByTestId('dashboard-overall-complete')).toHaveTextContent('1200 complete');
    expect(screen.getByTestId('dashboard-overall-languages')).toHaveTextContent('EN 97.5 % · FR 87.5 %');
    expect(screen.getByTestId('dashboard-overall-bucket-60')).toHaveAccessibleName('60–79 %: 2 products. Open them in the listing');
    // A bucket without products is no link.
    expect(screen.queryByTestId('dashboard-overall-bucket-20')).toBeNull();

    const shop = screen.getByTestId('dashboard-client-5');
    expect(within(shop).getByRole('link', { name: 'Lamp shop' })).toHaveAttribute('href', '/clients/?client=5');
    expect(within(shop).getByRole('group', { name: 'What the client lacks' })).toHaveTextContent('No price list is linked to this client');
    expect(within(screen.getByTestId('dashboard-client-6')).getByText('No product is linked to this client.')).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-client-6')).getByText('No figure yet: no product, or the figures are not computed.')).toBeInTheDocument();

    const furthest = screen.getByTestId('dashboard-furthest');
    expect(within(furthest).getByRole('link', { name: 'LMP-1' })).toHaveAttribute('href', '/products/?product=31');
    expect(within(furthest).getAllByRole('row').map((row) => row.textContent)).toEqual(['SKUNameCompletionPoints missing', 'LMP-1Desk lamp0 %3', 'LMP-2Floor lamp66 %1']);
  });

  it('opens the listing on a bucket’s products, sorted by the figure', async () => {
    serve();
    renderDashboard();
    await userEvent.click(await screen.findByTestId('dashboard-client-5-figures-bucket-60'));
    expect(await screen.findByText('The listing')).toBeInTheDocument();
    expect(useListingStore.getState().filters.product).toEqual([{ field: 'completion:5', operator: 'between', value: [60, 79] }]);
    expect(useListingStore.getState().sort.product).toEqual({ field: 'completion:5', direction: 'asc' });
  });

  it('opens the listing on a client’s products below 80 %', async () => {
    serve();
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the products below 80 %' }));
    expect(await screen.findByText('The listing')).toBeInTheDocument();
    expect(useListingStore.getState().filters.product).toEqual([{ field: 'completion:5', operator: 'lte', value: 79 }]);
  });

  it('opens the listing on every incomplete product, lowest figure first', async () => {
    serve();
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Open every incomplete product' }));
    expect(await screen.findByText('The listing')).toBeInTheDocument();
    expect(useListingStore.getState().filters.product).toEqual([{ field: 'completion', operator: 'lte', value: 99 }]);
    expect(useListingStore.getState().sort.product).toEqual({ field: 'completion', direction: 'asc' });
  });

  it('says there is no figure yet on an empty catalogue, rather than that every product is complete', async () => {
    serve({ ...dashboard, overall: figures(null, [0, 0, 0, 0, 0, 0], null), clients: [], furthest: [], history: [{ client: null, days: [] }] });
    renderDashboard();
    expect(await screen.findAllByText('No figure yet: no product, or the figures are not computed.')).toHaveLength(2);
    expect(screen.queryByText('Every product is complete.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'By client' })).toBeNull();
  });

  it('draws completion over time per scope, today last, with the same figures as a table', async () => {
    drawn.length = 0;
    serve();
    renderDashboard();
    const chart = await screen.findByTestId('dashboard-trend-chart');
    expect(chart).toHaveAccessibleName('Overall: average completion over 3 days, from 90 % to 97.5 %');
    await screen.findByText('Today');
    expect(drawn.at(-1)!.datasets.map((set) => [set.label, set.data])).toEqual([
      ['Overall', [90, 95.5, 97.5]],
      ['Lamp shop', [null, 40, 50]],
    ]);
    await userEvent.click(screen.getByText('Show the figures as a table'));
    const rows = within(screen.getByTestId('dashboard-trend-table')).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['DayOverallLamp shop', '25 Nov90 %–', '26 Nov95.5 %40 %', 'Today97.5 %50 %']);
  });

  it('says why there is no curve: no day recorded yet, or a reader some group restricts', async () => {
    serve({ ...dashboard, history: [{ client: null, days: [] }] });
    const first = renderDashboard();
    expect(await screen.findByText(/recorded every day at 23:50 UTC/)).toBeInTheDocument();
    first.unmount();
    serve({ ...dashboard, history: null });
    renderDashboard();
    expect(await screen.findByText(/shown to readers of every product/)).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-trend-chart')).toBeNull();
  });

  it('lists the reader’s open work and opens the products never exported', async () => {
    serve();
    renderDashboard();
    expect(await screen.findByTestId('dashboard-work-tasks')).toHaveTextContent('Import: Supplier prices — Error, 27 Nov 2026, 09:30');
    expect(screen.getByRole('link', { name: 'Supplier prices: 240 rows verified' })).toHaveAttribute('href', '/imports/3/runs/12');
    expect(screen.getByTestId('dashboard-never-exported-overall')).toHaveTextContent('42 products created since the last export');
    expect(screen.getByRole('link', { name: 'Distributor sheet' })).toHaveAttribute('href', '/exports/matrix/7');
    await userEvent.click(screen.getByRole('button', { name: 'Open the products created since the last run of Distributor sheet' }));
    expect(await screen.findByText('The listing')).toBeInTheDocument();
    expect(useListingStore.getState().filters.product).toEqual([{ field: 'created', operator: 'gt', value: '2026-11-21T10:00:00.000000Z' }]);
    expect(useListingStore.getState().sort.product).toEqual({ field: 'created', direction: 'desc' });
  });

  it('names each scope’s worst attributes and opens the products missing one, sorted by the figure', async () => {
    serve();
    renderDashboard();
    const shopWorst = await screen.findByTestId('dashboard-client-5-worst');
    expect(within(shopWorst).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Title: 2 products', 'Power (W): 1 product']);
    expect(screen.getByTestId('dashboard-overall-worst')).toHaveTextContent('Power (W): 3 products');
    expect(screen.queryByTestId('dashboard-client-6-worst')).toBeNull();
    await userEvent.click(within(shopWorst).getByRole('button', { name: 'Title is missing on 2 products. Open them in the listing' }));
    expect(await screen.findByText('The listing')).toBeInTheDocument();
    expect(useListingStore.getState().filters.product).toEqual([{ field: 'completion_gap:5', operator: 'equals', value: 12 }]);
    expect(useListingStore.getState().sort.product).toEqual({ field: 'completion:5', direction: 'asc' });
  });
});
