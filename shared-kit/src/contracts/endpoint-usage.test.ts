import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The browser packages call the API through declared endpoints (`contracts/endpoint.ts`,
 * `apiClient.call`): a path written in a client file is a second copy of the route's path, free
 * to drift from it. This scan fails on a string that starts with `/api/` in `shell/src` or
 * `mfe-*\/src` (tests excepted: they stub answers by URL).
 */
const root = join(__dirname, '..', '..', '..');

/** Files not converted yet, with how many literal paths each still has; the list only shrinks. */
const notConvertedYet: Record<string, number> = {
  'mfe-catalogue/src/features/products/api/count-listing.ts': 1,
  'mfe-catalogue/src/features/products/api/delete-item.ts': 1,
  'mfe-catalogue/src/features/products/api/get-history.ts': 1,
  'mfe-catalogue/src/features/products/api/get-item.ts': 2,
  'mfe-catalogue/src/features/products/api/save-item.ts': 4,
  'mfe-catalogue/src/features/products/api/search-listing.ts': 1,
  'mfe-catalogue/src/features/products/api/start-bulk-action.ts': 1,
  'shell/src/features/auth/components/download-page.tsx': 1,
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function literalApiPaths(): Record<string, number> {
  const clientRoots = readdirSync(root)
    .filter((name) => name === 'shell' || name.startsWith('mfe-'))
    .map((name) => join(root, name, 'src'));
  const found: Record<string, number> = {};
  for (const file of clientRoots.flatMap(sourceFiles)) {
    const count = readFileSync(file, 'utf8').match(/['"`]\/api\//g)?.length ?? 0;
    if (count > 0) found[relative(root, file)] = count;
  }
  return found;
}

describe('client API paths', () => {
  it('come from endpoint declarations, never from a literal in a client file', () => {
    expect(literalApiPaths()).toEqual(notConvertedYet);
  });
});
