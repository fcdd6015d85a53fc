// The shell's bundle targets, from the production build served by the server, in Chromium (Playwright):
// shell JS before any remote (gzip ≤ 200 KB), the products route (gzip ≤ 350 KB, ≤ 6 critical JS
// requests), and the products route's LCP (≤ 1.5 s) and total blocking time (≤ 150 ms).
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startServer } from '../lib/server-process.ts';
import { demoAdmin } from '../lib/session.ts';
import type { BenchResult } from '../lib/result.ts';

const port = Number(process.env.BENCH_PORT ?? 18091);
const chromiumPath = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

type ScriptLoad = { path: string; bytes: number; gzipBytes: number };
type ScriptRecord = { loads: ScriptLoad[]; requested: Set<string> };

/**
 * Records every JS request of the page (as it is made) and every JS response with its size and its
 * gzip -9 size (what a gzip proxy sends).
 */
function recordScripts(page: Page): ScriptRecord {
  const loads: ScriptLoad[] = [];
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      loads.push({ path: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    } catch {
      // a response without a body (redirect, aborted) weighs nothing
    }
  });
  return { loads, requested };
}

/** LCP and long tasks, observed from the first byte of the document (runs in the page; bench has no DOM types). */
const observePerformance = `
  const store = { lcp: 0, lcpElement: '', longTasks: [] };
  globalThis.__pimentoPerf = store;
  const describe = (element) => {
    if (!element) return '(removed)';
    const label = (element.getAttribute('data-testid') ?? element.className ?? '').toString().slice(0, 40);
    return element.tagName.toLowerCase() + (label ? '[' + label + ']' : '') + ' "' + (element.textContent ?? '').trim().slice(0, 30) + '"';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      store.lcp = entry.startTime;
      store.lcpElement = describe(entry.element) + ', ' + entry.size + ' px²';
    }
  })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) store.longTasks.push({ start: entry.startTime, duration: entry.duration }); })
    .observe({ type: 'longtask', buffered: true });
`;
type PerfStore = { lcp: number; lcpElement: string; longTasks: { start: number; duration: number }[] };

async function signIn(context: BrowserContext, baseUrl: string): Promise<void> {
  const csrf = ((await (await context.request.get(`${baseUrl}/api/auth/csrf/`)).json()) as { csrf: string }).csrf;
  const response = await context.request.post(`${baseUrl}/api/auth/token/`, { data: demoAdmin, headers: { 'x-csrf-token': csrf } });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()}`);
}

const kb = (bytes: number) => bytes / 1024;
const sum = (loads: ScriptLoad[], key: 'bytes' | 'gzipBytes') => loads.reduce((total, load) => total + load[key], 0);
const unique = (loads: ScriptLoad[]) => [...new Map(loads.map((load) => [load.path, load])).values()];

export async function bundleSizes(): Promise<BenchResult[]> {
  const server = await startServer({ port });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    // 1. The shell before any remote: the login screen of a visitor without a session.
    const anonymous = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const loginPage = await anonymous.newPage();
    const shellScripts = recordScripts(loginPage);
    await loginPage.goto(`${server.baseUrl}/products/`);
    await loginPage.waitForURL(/\/login\//);
    await loginPage.getByRole('button').first().waitFor();
    await loginPage.waitForLoadState('networkidle');
    const shell = unique(shellScripts.loads);
    const remoteBeforeLogin = shell.filter((load) => load.path.startsWith('/remotes/'));
    await anonymous.close();

    // 2. The products route of a signed-in user, cold cache: what it takes to show the listing.
    const signedIn = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signIn(signedIn, server.baseUrl);
    const page = await signedIn.newPage();
    await page.addInitScript({ content: observePerformance });
    const productScripts = recordScripts(page);
    await page.goto(`${server.baseUrl}/products/`);
    await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 30_000 });
    // Every script requested so far, answered or not: what the browser had to fetch to show the page.
    const critical = productScripts.requested.size;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const products = unique(productScripts.loads);
    const perf = (await page.evaluate('globalThis.__pimentoPerf')) as PerfStore;
    const fcp = (await page.evaluate("performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0")) as number;
    // Lighthouse's definition: blocking part (beyond 50 ms) of the long tasks after the first contentful paint.
    const tbt = perf.longTasks.filter((task) => task.start + task.duration > fcp).reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
    await signedIn.close();

    const detailOf = (loads: ScriptLoad[]) => Object.fromEntries(loads.map((load) => [load.path, Math.round(kb(load.gzipBytes))]));
    console.log('/products/ scripts (gzip KB):', detailOf(products));
    // Which element the LCP is (the loader's text would be a meaningless LCP; the page heading is the first meaningful paint).
    console.log('/products/ largest contentful paint element:', perf.lcpElement);
    return [
      {
        scenario: 'shell JS before any remote (login screen), gzip -9',
        figure: kb(sum(shell, 'gzipBytes')),
        unit: 'KB',
        target: '≤ 200 KB',
        detail: { requests: shell.length, raw_kb: Math.round(kb(sum(shell, 'bytes'))), remote_files: remoteBeforeLogin.length, ...detailOf(shell) },
      },
      {
        scenario: '/products/ JS (shell + catalogue remote + shared), gzip -9',
        figure: kb(sum(products, 'gzipBytes')),
        unit: 'KB',
        target: '≤ 350 KB',
        detail: {
          requests: products.length,
          raw_kb: Math.round(kb(sum(products, 'bytes'))),
          shell_kb: Math.round(kb(sum(products.filter((load) => load.path.startsWith('/shell/')), 'gzipBytes'))),
          catalogue_kb: Math.round(kb(sum(products.filter((load) => load.path.startsWith('/remotes/catalogue/')), 'gzipBytes'))),
        },
      },
      { scenario: '/products/ critical JS requests (before the page heading shows)', figure: critical, unit: 'requests', target: '≤ 6' },
      { scenario: '/products/ largest contentful paint (Chromium, cold cache)', figure: perf.lcp, unit: 'ms', target: '≤ 1500 ms', detail: { fcp_ms: Math.round(fcp) } },
      { scenario: '/products/ total blocking time (long tasks after FCP)', figure: tbt, unit: 'ms', target: '≤ 150 ms', detail: { long_tasks: perf.longTasks.length } },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
