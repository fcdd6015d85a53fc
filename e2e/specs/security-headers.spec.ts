import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.ts';

/** A main screen of every remote, each opened as a new document (a full page load). */
const routes = [
  { path: '/products/', heading: 'Products and models' },
  { path: '/asset/', heading: 'Asset gallery' },
  { path: '/imports/', heading: 'Imports' },
  { path: '/exports/', heading: 'Exports' },
  { path: '/settings/company/', heading: 'Company settings' },
  { path: '/help/', heading: 'Help centre' },
];

/** A full load of a remote's page, on a shared machine, can take longer than the default wait. */
const pageLoad = expect.configure({ timeout: 60_000 });

test('the suite runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  // seven full page loads of the built suite, one per remote
  test.setTimeout(300_000);
  const violations: string[] = [];
  // reported from every document the test opens (a navigation starts a new one)
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation(text: string): Promise<void> }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });

  const login = await page.goto('/forgot-password/');
  const policy = login?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  await pageLoad(page.getByRole('button')).not.toHaveCount(0);

  // the real-time channel opens under connect-src: the server's handshake answer arrives
  const realtimeConnected = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"message":"connected"')) resolve();
      });
    });
  });
  await signIn(page, '/products/');
  await realtimeConnected;
  for (const route of routes) {
    await page.goto(route.path);
    await pageLoad(page.getByRole('heading', { level: 2, name: route.heading })).toBeVisible();
    await pageLoad(page.getByTestId('loading-overlay')).toBeHidden();
  }
  expect(violations).toEqual([]);
});
