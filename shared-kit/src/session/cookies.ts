/** Reads one cookie by name from `document.cookie` (or a given cookie string). */
export function readCookie(name: string, cookieString: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

/** Writes a readable cookie on path `/` (SameSite=Lax, like the server's). */
export function writeCookie(name: string, value: string, maxAgeSeconds = 365 * 24 * 3600): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}

/** Removes a readable cookie from the given paths. */
export function deleteCookie(name: string, paths: readonly string[] = ['/']): void {
  for (const path of paths) document.cookie = `${name}=; path=${path}; max-age=0; SameSite=Lax`;
}
