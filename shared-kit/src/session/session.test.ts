import { isAccessValid, isLoggedIn, readTokenExpiry } from '@pimento/shared-kit/session/session';

const cookie = (name: string, exp: number) => `${name}=${encodeURIComponent(JSON.stringify({ exp }))}`;

describe('session helpers (docs/api.md)', () => {
  const now = 1_800_000_000_000;
  it('is logged in while the refresh payload expiry is in the future', () => {
    expect(isLoggedIn(now, cookie('pimento_refresh_payload', now / 1000 + 10))).toBe(true);
    expect(isLoggedIn(now, cookie('pimento_refresh_payload', now / 1000 - 1))).toBe(false);
    expect(isLoggedIn(now, '')).toBe(false);
  });
  it('reads the access expiry separately', () => {
    const cookies = `${cookie('pimento_access_payload', now / 1000 - 1)}; ${cookie('pimento_refresh_payload', now / 1000 + 100)}`;
    expect(isAccessValid(now, cookies)).toBe(false);
    expect(isLoggedIn(now, cookies)).toBe(true);
    expect(readTokenExpiry('pimento_access_payload', cookies)).toBe(now / 1000 - 1);
    expect(readTokenExpiry('pimento_access_payload', 'pimento_access_payload=garbage')).toBeNull();
  });
});
