import { expect, type Page } from '@playwright/test';

/** Calls the API from the signed-in page (its cookies and CSRF token), for set-up a test does not exercise through the UI. */
export async function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ([method, path, body]) => {
      const csrf = decodeURIComponent(document.cookie.split('; ').find((cookie) => cookie.startsWith('pimento_csrf='))?.split('=')[1] ?? '');
      // No body, no content type: the server refuses an empty JSON body.
      const headers: Record<string, string> = body === undefined ? { 'X-CSRF-Token': csrf } : { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf };
      const response = await fetch(path as string, { method: method as string, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, text: await response.text() };
    },
    [method, path, body] as const,
  );
  if (answer.status >= 300) throw new Error(`${method} ${path} → ${answer.status} ${answer.text.slice(0, 300)}`);
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}

/** Switches the interface language through the shell's switch (EN / FR) and waits for it. */
export async function switchLanguage(page: Page, language: 'en' | 'fr'): Promise<void> {
  await page.getByTestId('language-switch').getByText(language.toUpperCase(), { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A section and a group to put test attributes in; answers the group's id. */
export async function attributeGroup(page: Page, name: string): Promise<number> {
  const section = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/attribute-section/', { name: `${name} section` });
  const group = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/attribute-group/', { name, section_id: section.id });
  return group.id;
}
