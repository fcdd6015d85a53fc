import { ApiError, toApiError } from '@pimento/shared-kit/client/api-error';
import { translateError, translateFieldErrors } from '@pimento/shared-kit/client/translate-error';

describe('translateError (error catalogue of shared-kit/src/errors)', () => {
  it('translates known codes in the interface language', () => {
    const error = new ApiError(400, 'invalid-token', 'The token is invalid');
    expect(translateError(error, 'en')).toBe('The token is invalid.');
    expect(translateError(error, 'fr')).toBe("Le jeton n'est pas valide.");
  });

  it('says how long to wait when the answer was too many attempts (Retry-After)', () => {
    const error = toApiError(429, { code: 'auth.throttled', message: 'x' }, '42');
    expect(error.retryAfterSeconds).toBe(42);
    expect(translateError(error, 'en')).toBe('Too many attempts. Try again in 42 s.');
    expect(translateError(error, 'fr')).toBe('Trop de tentatives. Réessayez dans 42 s.');
  });

  it('falls back to the general messages of spec §8', () => {
    expect(translateError(new ApiError(0, 'network-error', 'x'), 'en')).toBe("The server didn't respond");
    expect(translateError(toApiError(503, { code: 'something.unknown', message: 'x' }), 'en')).toBe('Internal server error. Contact support team.');
    expect(translateError(new Error('boom'), 'fr')).not.toBe('');
  });

  it('types the code as what the server can send: an unknown one reads as the generic error of its status', () => {
    const newer = toApiError(400, { code: 'something.unknown', message: 'Something new' });
    expect([newer.code, newer.message, translateError(newer, 'en')]).toEqual(['an-error-occurred', 'Something new', 'An error occurred']);
    expect(toApiError(409, { code: 'conflict.stale_version', message: 'x' }).code).toBe('conflict.stale_version');
    // @ts-expect-error a code the server never sends does not compile
    expect(newer.code === 'catalogue.version_conflict').toBe(false);
  });

  it('translates catalogue codes among field errors and keeps other texts', () => {
    const error = new ApiError(400, 'invalid-password', 'x', { password: ['password-required', 'too similar to the username'] });
    expect(translateFieldErrors(error, 'en')).toEqual(['The password is required.', 'too similar to the username']);
  });
});
