/** Tests only: a signed-in session as the API client reads it (payload cookies with an expiry ahead, a CSRF token). */
export function signInForTests(): void {
  const exp = encodeURIComponent(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  document.cookie = `pimento_access_payload=${exp}; path=/`;
  document.cookie = `pimento_refresh_payload=${exp}; path=/`;
  document.cookie = 'pimento_csrf=token; path=/';
}
