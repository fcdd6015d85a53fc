// Signs in like the browser does (CSRF cookie first, then the token call) and returns the headers
// a signed-in client sends on every call.
export type SignedInHeaders = { cookie: string; 'x-csrf-token': string };

export const demoAdmin = {
  username: process.env.PIMENTO_ADMIN_USERNAME ?? 'admin',
  password: process.env.PIMENTO_ADMIN_PASSWORD ?? 'Pimento-Demo-2026!',
};

export async function fetchCsrf(baseUrl: string): Promise<{ csrf: string; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/auth/csrf/`);
  const { csrf } = (await response.json()) as { csrf: string };
  return { csrf, cookie: `pimento_csrf=${csrf}` };
}

export async function signIn(baseUrl: string, credentials = demoAdmin): Promise<SignedInHeaders> {
  const { csrf, cookie } = await fetchCsrf(baseUrl);
  const response = await fetch(`${baseUrl}/api/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const jar = new Map([['pimento_csrf', csrf]]);
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    jar.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
  const csrfToken = jar.get('pimento_csrf') ?? csrf;
  const cookieHeader = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie: cookieHeader, 'x-csrf-token': csrfToken };
}
