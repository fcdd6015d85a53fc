// What the browser really downloads: the products route of a signed-in user, opened in Chromium
// through network emulation (4G and Fast 3G), with a cold cache and again with a warm one (a new
// page of the same browser context: its HTTP cache, not the previous page's memory). Reports bytes
// on the wire (compressed bodies plus headers), requests that reached the server, when the listing's
// first row shows and the largest contentful paint, from the production build served by the server.
import { chromium, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import { startServer } from '../lib/server-process.ts';
import { demoAdmin } from '../lib/session.ts';
import type { BenchResult } from '../lib/result.ts';

const port = Number(process.env.BENCH_PORT ?? 18093);
const chromiumPath = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const rounds = Number(process.env.BENCH_NETWORK_ROUNDS ?? 3);
/** More products than one listing page (100 rows), so the first page is full. */
const seededProducts = 120;
const rowSelector = '[data-testid="listing-table"] tbody tr[data-row-key]';

type NetworkProfile = { name: string; downloadMbps: number; uploadMbps: number; latencyMs: number; targets: { cold: Targets; warm: Targets } };
type Targets = { lcpMs?: number; wireKb?: number };

const profiles: NetworkProfile[] = [
  { name: '4G', downloadMbps: 9, uploadMbps: 1.5, latencyMs: 170, targets: { cold: { lcpMs: 1200, wireKb: 350 }, warm: { lcpMs: 600 } } },
  { name: 'Fast 3G', downloadMbps: 1.6, uploadMbps: 0.75, latencyMs: 560, targets: { cold: { lcpMs: 4000 }, warm: {} } },
];

/** In the page (bench has no DOM types): the largest contentful paint and when the listing's first row appeared, both from navigation start. */
const observeLoad = `
  const store = { lcp: 0, lcpElement: '', listingVisible: 0 };
  globalThis.__pimentoLoad = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      store.lcp = entry.startTime;
      store.lcpElement = (entry.element?.tagName ?? '').toLowerCase() + ' "' + (entry.element?.textContent ?? '').trim().slice(0, 30) + '"';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watchListing = () => {
    const check = () => {
      if (store.listingVisible || !document.querySelector(${JSON.stringify(rowSelector)})) return;
      store.listingVisible = performance.now();
      observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.documentElement, { childList: true, subtree: true });
    check();
  };
  if (document.documentElement) watchListing(); else document.addEventListener('DOMContentLoaded', watchListing);
`;
type LoadStore = { lcp: number; lcpElement: string; listingVisible: number };

type Load = { lcpMs: number; listingVisibleMs: number; wireBytes: number; requests: number; hashedRefetched: string[]; lcpElement: string };

/** A file whose URL changes with its content: a content-hashed name, or any file of a published remote version. */
const unchangingFile = (pathname: string) => /\.[0-9a-f]{8}\.(js|css)$/.test(pathname) || /^\/remotes\/[a-z]+\/(?!local\/)[^/]+\/(?!mf-manifest\.json$)/.test(pathname);

/**
 * Counts what reaches the network (CDP): every request not answered by the browser's caches — a
 * revalidation answered 304 counts — and the encoded bytes with headers of those.
 */
async function watchNetwork(cdp: CDPSession) {
  const urls = new Map<string, string>();
  const cached = new Set<string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker) cached.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => bytes.set(event.requestId, event.encodedDataLength));
  return () => {
    const sent = [...urls].filter(([id, url]) => !cached.has(id) && url.startsWith('http'));
    const wireBytes = sent.reduce((total, [id]) => total + (bytes.get(id) ?? 0), 0);
    const paths = sent.map(([, url]) => new URL(url).pathname);
    return { wireBytes, requests: paths.length, hashedRefetched: paths.filter(unchangingFile) };
  };
}

async function openProducts(context: BrowserContext, baseUrl: string, profile: NetworkProfile): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadMbps * 1_000_000) / 8,
    uploadThroughput: (profile.uploadMbps * 1_000_000) / 8,
  });
  const network = await watchNetwork(cdp);
  await page.addInitScript({ content: observeLoad });
  await page.goto(`${baseUrl}/products/`);
  await page.locator(rowSelector).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const store = (await page.evaluate('globalThis.__pimentoLoad')) as LoadStore;
  const counted = network();
  await page.close();
  return { lcpMs: store.lcp, listingVisibleMs: store.listingVisible, lcpElement: store.lcpElement, ...counted };
}

async function seedProducts(context: BrowserContext, baseUrl: string): Promise<void> {
  const csrf = ((await (await context.request.get(`${baseUrl}/api/auth/csrf/`)).json()) as { csrf: string }).csrf;
  const signIn = await context.request.post(`${baseUrl}/api/auth/token/`, { data: demoAdmin, headers: { 'x-csrf-token': csrf } });
  if (signIn.status() !== 200) throw new Error(`sign-in failed: ${signIn.status()}`);
  for (let index = 0; index < seededProducts; index += 1) {
    const created = await context.request.post(`${baseUrl}/api/catalogue/product/`, {
      data: { sku: `NET-${String(index).padStart(4, '0')}`, name: `Network bench product ${index} — stainless steel hinge, ${index % 7} mm` },
      headers: { 'x-csrf-token': csrf },
    });
    if (created.status() >= 300) throw new Error(`product creation failed: ${created.status()} ${await created.text()}`);
  }
}

/** A signed-in context (its own cookies and HTTP cache). */
async function signedInContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const csrf = ((await (await context.request.get(`${baseUrl}/api/auth/csrf/`)).json()) as { csrf: string }).csrf;
  const signIn = await context.request.post(`${baseUrl}/api/auth/token/`, { data: demoAdmin, headers: { 'x-csrf-token': csrf } });
  if (signIn.status() !== 200) throw new Error(`sign-in failed: ${signIn.status()}`);
  return context;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function summarise(profile: NetworkProfile, cache: 'cold' | 'warm', loads: Load[]): BenchResult[] {
  const label = `/products/ ${profile.name} (${profile.downloadMbps} Mb/s, ${profile.latencyMs} ms), ${cache} cache`;
  const targets = profile.targets[cache];
  const refetched = [...new Set(loads.flatMap((load) => load.hashedRefetched))];
  return [
    {
      scenario: `${label}: largest contentful paint`,
      figure: median(loads.map((load) => load.lcpMs)),
      unit: 'ms',
      ...(targets.lcpMs ? { target: `≤ ${targets.lcpMs} ms` } : {}),
      detail: { runs: loads.length, all_ms: loads.map((load) => Math.round(load.lcpMs)).join('/'), element: loads[0]?.lcpElement ?? '' },
    },
    {
      scenario: `${label}: listing visible (first row)`,
      figure: median(loads.map((load) => load.listingVisibleMs)),
      unit: 'ms',
      detail: { all_ms: loads.map((load) => Math.round(load.listingVisibleMs)).join('/') },
    },
    {
      scenario: `${label}: bytes on the wire`,
      figure: median(loads.map((load) => load.wireBytes)) / 1024,
      unit: 'KB',
      ...(targets.wireKb ? { target: `≤ ${targets.wireKb} KB` } : {}),
      detail: {
        requests: median(loads.map((load) => load.requests)),
        ...(cache === 'warm' ? { unchanging_files_requested: refetched.length, ...(refetched.length ? { files: refetched.join(' ') } : {}) } : {}),
      },
    },
  ];
}

export async function networkLoad(): Promise<BenchResult[]> {
  const server = await startServer({ port });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const seeding = await browser.newContext();
    await seedProducts(seeding, server.baseUrl);
    await seeding.close();
    // One unmeasured load: the server's first listing query and file reads are not what a user waits for.
    const warmUp = await signedInContext(browser, server.baseUrl);
    await openProducts(warmUp, server.baseUrl, { ...profiles[0]!, latencyMs: 0, downloadMbps: 1000, uploadMbps: 1000 });
    await warmUp.close();

    const results: BenchResult[] = [];
    for (const profile of profiles) {
      const cold: Load[] = [];
      const warm: Load[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const context = await signedInContext(browser, server.baseUrl);
        cold.push(await openProducts(context, server.baseUrl, profile));
        warm.push(await openProducts(context, server.baseUrl, profile));
        await context.close();
      }
      results.push(...summarise(profile, 'cold', cold), ...summarise(profile, 'warm', warm));
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}
