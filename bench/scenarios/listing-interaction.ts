// The product listing answers within 200 ms with 50 rows × 30 columns — a sort, a filter
// and a scroll — measured in Chromium (Playwright) from the production build served by the server.
// Interactions (click, key) are timed by the Event Timing API: an interaction's duration runs from
// the input to the next paint (what INP reports). A scroll is not an interaction for that API: it is
// timed from the wheel event to the frame after the listing shows new rows, and its long tasks count.
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { startServer } from '../lib/server-process.ts';
import { demoAdmin } from '../lib/session.ts';
import type { BenchResult } from '../lib/result.ts';

const port = Number(process.env.BENCH_PORT ?? 18092);
const chromiumPath = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const rows = 50;
const columns = 30;
const rounds = Number(process.env.BENCH_LISTING_ROUNDS ?? 5);

type Api = { get<T>(path: string): Promise<T>; post<T>(path: string, body: unknown): Promise<T> };

async function signedInApi(request: APIRequestContext, baseUrl: string): Promise<Api> {
  const csrf = ((await (await request.get(`${baseUrl}/api/auth/csrf/`)).json()) as { csrf: string }).csrf;
  const signIn = await request.post(`${baseUrl}/api/auth/token/`, { data: demoAdmin, headers: { 'x-csrf-token': csrf } });
  if (signIn.status() !== 200) throw new Error(`sign-in failed: ${signIn.status()}`);
  const check = async (method: string, path: string, response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    if (response.status() >= 300) throw new Error(`${method} ${path} → ${response.status()} ${await response.text()}`);
    return response.json() as Promise<never>;
  };
  return {
    get: async (path) => check('GET', path, await request.get(`${baseUrl}${path}`, { headers: { 'x-csrf-token': csrf } })),
    post: async (path, body) => check('POST', path, await request.post(`${baseUrl}${path}`, { data: body, headers: { 'x-csrf-token': csrf } })),
  };
}

/** 30 text attributes shown as the listing's columns, and 60 products with a value in each. */
async function seedListing(api: Api): Promise<void> {
  let [group] = await api.get<{ id: number }[]>('/api/catalogue/attribute-group/');
  if (!group) {
    const section = await api.post<{ id: number }>('/api/catalogue/attribute-section/', { name: 'Bench' });
    group = await api.post<{ id: number }>('/api/catalogue/attribute-group/', { name: 'Bench', section_id: section.id });
  }
  const existing = await api.get<{ id: number; type: string }[]>('/api/catalogue/attribute/only-id-label/');
  const attributeIds = existing.filter((attribute) => attribute.type === 'text').map((attribute) => attribute.id);
  for (let index = attributeIds.length; index < columns; index += 1) {
    const created = await api.post<{ id: number }>('/api/catalogue/attribute/', {
      code: `bench_column_${index}`,
      type: 'text',
      labels: { en: `Bench column ${index}`, fr: `Colonne de mesure ${index}` },
      group_id: group.id,
    });
    attributeIds.push(created.id);
  }
  const shown = attributeIds.slice(0, columns);
  for (let index = 0; index < rows + 10; index += 1) {
    const values = Object.fromEntries(shown.map((id, column) => [id, `Value ${index}-${column} ${'lorem ipsum '.repeat(1 + (index % 3))}`.trim()]));
    await api.post('/api/catalogue/product/', { sku: `BENCH-${String(index).padStart(4, '0')}`, name: `Bench product ${index}`, values });
  }
  await api.post('/api/catalogue/user/product-columns/', shown.map((id) => `attribute:${id}`));
}

/** Event Timing observer (runs in the page; bench has no DOM types): every interaction's duration. */
const observeInteractions = `
  globalThis.__pimentoInteractions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) globalThis.__pimentoInteractions.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  globalThis.__pimentoLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__pimentoLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

type Interaction = { name: string; duration: number };

async function interactions(page: Page): Promise<Interaction[]> {
  return (await page.evaluate('globalThis.__pimentoInteractions.splice(0)')) as Interaction[];
}

/** Worst interaction of an action (the Event Timing entries of one input share an interactionId; the longest is its duration). */
async function timeAction(page: Page, action: () => Promise<void>): Promise<number> {
  await interactions(page);
  await action();
  await page.waitForTimeout(300); // the entries arrive after the next paint
  return Math.max(0, ...(await interactions(page)).map((entry) => entry.duration));
}

/** Wheel to the next frame after the listing's first visible row changed, and the long tasks meanwhile. */
/** The listing's rows in the DOM (virtual: those near the visible area), each with its item id in `data-row-key`. */
const rowSelector = '[data-testid="listing-table"] tbody tr[data-row-key]';

async function timeScroll(page: Page, deltaY: number): Promise<{ frameMs: number; blockingMs: number }> {
  const firstRow = () => page.evaluate(`document.querySelector('${rowSelector}')?.getAttribute('data-row-key') ?? ''`);
  const before = await firstRow();
  const startedAt = (await page.evaluate('performance.now()')) as number;
  await page.mouse.wheel(0, deltaY);
  await page.waitForFunction(`(document.querySelector('${rowSelector}')?.getAttribute('data-row-key') ?? '') !== ${JSON.stringify(before)}`, undefined, { timeout: 5000 });
  const frameAt = (await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))))')) as number;
  const longTasks = (await page.evaluate('globalThis.__pimentoLongTasks.splice(0)')) as { start: number; duration: number }[];
  const blockingMs = longTasks.filter((task) => task.start >= startedAt).reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
  return { frameMs: frameAt - startedAt, blockingMs };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export async function listingInteraction(): Promise<BenchResult[]> {
  const server = await startServer({ port });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await seedListing(await signedInApi(context.request, server.baseUrl));
    const page = await context.newPage();
    await page.addInitScript({ content: observeInteractions });
    await page.goto(`${server.baseUrl}/products/`);
    await page.locator(rowSelector).first().waitFor({ timeout: 60_000 });
    await page.getByTestId('loading-overlay').waitFor({ state: 'hidden' });
    const shownColumns = await page.getByTestId('listing-table').getByRole('columnheader').count();
    // Virtual rows: only those near the visible area are in the DOM (the page holds 50).
    const shownRows = await page.locator(rowSelector).count();
    // Warm-up: the first sort and filter load their code paths (not what a user feels twice).
    const nameHeader = page.getByRole('columnheader', { name: 'Name' }).first();
    await nameHeader.click();
    await page.waitForTimeout(500);

    const sorts: number[] = [];
    const filters: number[] = [];
    const scrolls: number[] = [];
    const scrollBlocking: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      sorts.push(await timeAction(page, () => nameHeader.click()));
      await page.waitForTimeout(400); // the sorted page arrives from the server
      filters.push(await timeAction(page, () => page.getByTestId('add-filter').click()));
      filters.push(await timeAction(page, () => page.keyboard.press('Escape')));
      await page.getByTestId('listing-scroll').hover();
      const down = await timeScroll(page, 1500);
      const up = await timeScroll(page, -1500);
      scrolls.push(down.frameMs, up.frameMs);
      scrollBlocking.push(down.blockingMs, up.blockingMs);
    }
    const all = [...sorts, ...filters];
    const detail = { rendered_rows: shownRows, columns: shownColumns, rounds };
    return [
      { scenario: 'listing 50×30: interaction to next paint, worst (sort, filter)', figure: Math.max(...all), unit: 'ms', target: '< 200 ms', detail: { ...detail, p75_ms: Math.round(percentile(all, 75)) } },
      { scenario: 'listing 50×30: sort click to next paint, worst', figure: Math.max(...sorts), unit: 'ms', target: '< 200 ms', detail: { median_ms: Math.round(percentile(sorts, 50)) } },
      { scenario: 'listing 50×30: filter open / close to next paint, worst', figure: Math.max(...filters), unit: 'ms', target: '< 200 ms', detail: { median_ms: Math.round(percentile(filters, 50)) } },
      {
        scenario: 'listing 50×30: scroll 1500 px, wheel to new rows painted, worst',
        figure: Math.max(...scrolls),
        unit: 'ms',
        target: '< 200 ms',
        detail: { median_ms: Math.round(percentile(scrolls, 50)), blocking_ms_worst: Math.round(Math.max(...scrollBlocking)) },
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
