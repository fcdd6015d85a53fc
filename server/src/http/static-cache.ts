import path from 'node:path';

/** For a file whose URL changes whenever its content does: kept a year, never revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/** For a file a redeploy changes under the same URL: stored, but revalidated at each use (304 while unchanged). */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * True for a file the build names after its content (`later.0123abcd.js`, `1228.8d64208c.js`), or
 * the pre-compressed sibling of one (`….js.br`, `….js.gz`).
 */
export function isContentHashed(filePath: string): boolean {
  return /\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/.test(path.basename(filePath));
}
