import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';

/** Uploads a file into the gallery from the signed-in page, as the gallery's drop zone sends it; its asset id. */
export async function uploadAsset(page: Page, fileName: string, bytes: Buffer, categoryId: number | null = null): Promise<number> {
  const answer = await page.evaluate(
    async ([path, fileName, base64]) => {
      const csrf = decodeURIComponent(document.cookie.split('; ').find((cookie) => cookie.startsWith('pimento_csrf='))?.split('=')[1] ?? '');
      const body = new FormData();
      body.append('file', new Blob([Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))], { type: 'image/png' }), fileName);
      const response = await fetch(path, { method: 'POST', headers: { 'X-CSRF-Token': csrf }, body });
      return { status: response.status, text: await response.text() };
    },
    [`${endpointPath(assetsApi.upload, {})}${categoryId === null ? '' : `?category_id=${categoryId}`}`, fileName, bytes.toString('base64')] as const,
  );
  expect(answer.status).toBe(201);
  return (JSON.parse(answer.text) as { id: number }).id;
}

/** A plain PNG of the given size. */
export const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).png().toBuffer();
