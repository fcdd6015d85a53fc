/**
 * The gallery's page cursor: the last row's sort value and id, opaque to the client. A cursor made
 * for another sort, or not made by us, answers 400 rather than a wrong page.
 */
import type { AssetSort } from '@pimento/shared-kit/contracts/assets';
import { AppError } from '../../http/app-error.ts';

export function encodeGalleryCursor(sort: AssetSort, value: string | number, id: number): string {
  return Buffer.from(JSON.stringify([sort, value, id])).toString('base64url');
}

export function decodeGalleryCursor(cursor: string, sort: AssetSort): { value: string | number; id: number } {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 3 && decoded[0] === sort && Number.isSafeInteger(decoded[2])) {
      const [, value, id] = decoded as [AssetSort, unknown, number];
      if (sort === 'name' ? typeof value === 'string' : Number.isSafeInteger(value)) return { value: value as string | number, id };
    }
  } catch {
    // Not base64 or not JSON: the same answer as a well-formed cursor of another sort.
  }
  throw new AppError(400, 'asset.cursor_invalid', { fields: { cursor: ['asset.cursor_invalid'] } });
}
