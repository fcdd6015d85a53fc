import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The browser packages call the API through declared endpoints (`contracts/endpoint.ts`,
 * `apiClient.call`): a path written in a client file is a second copy of the route's path, free
 * to drift from it, and a call through `apiClient.get`/`post`/… parses the answer with whatever
 * schema its caller chose. This scan fails on a string that starts with `/api/`, and on such a
 * call, in `shell/src` or `mfe-*\/src` (tests excepted: they stub answers by URL).
 */
const root = join(__dirname, '..', '..', '..');

/** Files not converted yet, with how many literal paths each still has; the list only shrinks. */
const notConvertedYet: Record<string, number> = {
  'shell/src/features/auth/components/download-page.tsx': 1,
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function clientFiles(): string[] {
  return readdirSync(root)
    .filter((name) => name === 'shell' || name.startsWith('mfe-'))
    .flatMap((name) => sourceFiles(join(root, name, 'src')));
}

function occurrences(pattern: RegExp): Record<string, number> {
  const found: Record<string, number> = {};
  for (const file of clientFiles()) {
    const count = readFileSync(file, 'utf8').match(pattern)?.length ?? 0;
    if (count > 0) found[relative(root, file)] = count;
  }
  return found;
}

describe('client API paths', () => {
  it('come from endpoint declarations, never from a literal in a client file', () => {
    expect(occurrences(/['"`]\/api\//g)).toEqual(notConvertedYet);
  });

  it('are called through their declaration (apiClient.call), which parses the declared answer', () => {
    expect(occurrences(/apiClient\s*\.\s*(get|post|patch|del|request)\s*[<(]/g)).toEqual({});
  });
});
