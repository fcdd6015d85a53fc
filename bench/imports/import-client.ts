// The import API as the bench catalogue's user, for the import scenarios.
import { benchCompany } from '../catalogue/generate.ts';
import { signIn, type SignedInHeaders } from '../lib/session.ts';

/** The API as the bench user; a run outlasts the session's token, so an expired one signs in again (as the browser refreshes it). */
export function importClient(baseUrl: string) {
  let headers: SignedInHeaders | null = null;
  return async <T>(method: string, path: string, body?: unknown, raw?: Buffer): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      headers ??= await signIn(baseUrl, { username: benchCompany.username, password: benchCompany.password });
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...headers, ...(raw ? { 'content-type': 'application/octet-stream' } : body === undefined ? {} : { 'content-type': 'application/json' }) },
        // A copy typed over a plain ArrayBuffer, as fetch's body type wants (a Buffer may share a pool).
        body: raw ? new Uint8Array(raw) : body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status === 401 && attempt === 0) {
        headers = null;
        continue;
      }
      if (response.status >= 300) throw new Error(`${method} ${path} → ${response.status} ${text}`);
      return (text === '' ? null : JSON.parse(text)) as T;
    }
  };
}
