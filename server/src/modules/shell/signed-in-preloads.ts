import fs from 'node:fs';
import path from 'node:path';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { currentUserApi } from '@pimento/shared-kit/contracts/current-user';
import { remotesApi } from '@pimento/shared-kit/contracts/remotes';

/**
 * The calls every signed-in page makes before it can show anything: the company's remotes, its
 * feature flags, the user and the user's sidebar order. The client's own `fetch` of each (same URL,
 * CORS mode, same-origin credentials) takes the preloaded answer.
 */
const firstCalls = [remotesApi.enabled, companyApi.storeData, currentUserApi.get, currentUserApi.storeData].map(
  (endpoint) => `<${endpoint.path}>; rel=preload; as=fetch; crossorigin`,
);

/** The shell's signed-in files, listed by its build (`webpack/signed-in-files-plugin.js`); none before a build. */
function signedInScripts(shellDist: string): string[] {
  try {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(shellDist, 'signed-in-files.json'), 'utf8')) as { scripts?: unknown };
    return Array.isArray(scripts) ? scripts.filter((script): script is string => typeof script === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The `Link` header of `index.html` for a browser with a session: the signed-in part's scripts and
 * first API calls start with the page instead of after the shell's first scripts have run (round
 * trips the first load no longer makes one after the other). Read at each page load: a new shell
 * build names other files.
 */
export function signedInPreloads(shellDist: string): string {
  return [...signedInScripts(shellDist).map((script) => `<${script}>; rel=preload; as=script`), ...firstCalls].join(', ');
}
