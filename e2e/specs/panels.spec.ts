import { expect, test } from '@playwright/test';
import { artifact, signIn } from '../support/session.ts';

test('tasks and notifications panels open from the header; the AI bar hosts the assistant remote', async ({ page }) => {
  await signIn(page, '/products/');
  await page.getByTestId('open-tasks').click();
  const tasks = page.getByTestId('tasks-panel');
  await expect(tasks).toBeVisible();
  await expect(tasks).toContainText('Tasks');
  await page.screenshot({ path: artifact('tasks-panel') });
  await page.keyboard.press('Escape');
  await expect(tasks).toBeHidden();

  await page.getByTestId('open-notifications').click();
  const notifications = page.getByTestId('notifications-panel');
  await expect(notifications).toBeVisible();
  await expect(notifications).toContainText('Notifications');
  await page.screenshot({ path: artifact('notifications-panel') });
  await page.keyboard.press('Escape');

  // The demo company has AI features on: the assistant remote is enabled and the AI bar is offered.
  const flags = await page.evaluate(async () => (await fetch('/api/catalogue/company-store-data/')).json());
  expect(flags.ai_features_activated).toBe(true);
  await page.getByTestId('open-ai').click();
  const aiBar = page.getByTestId('ai-bar');
  await expect(aiBar).toBeVisible();
  await expect(aiBar.getByTestId('ai-bar-content')).toBeVisible();
  expect(Math.round((await aiBar.boundingBox())!.width)).toBe(400);
  await aiBar.getByRole('textbox').fill('Translate the product names');
  await aiBar.getByRole('button', { name: 'Send' }).click();
  await expect(aiBar).toContainText('Translate the product names');
  await page.screenshot({ path: artifact('ai-bar') });
});

test('the WebSocket subscribes to the global channel once signed in', async ({ page }) => {
  const received: string[] = [];
  const sent: string[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().endsWith('/ws/')) return;
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });
  await signIn(page, '/products/');
  await expect.poll(() => sent.some((frame) => frame.includes('"type":"code"') && frame.includes('"global"'))).toBe(true);
  await expect.poll(() => received.some((frame) => frame.includes('"ack_code"'))).toBe(true);
});
