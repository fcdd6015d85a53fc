import { errorCatalogue, errorMessage, isErrorCode } from './catalogue.ts';

describe('error catalogue', () => {
  it('gives every code a non-empty English and French message', () => {
    for (const [code, message] of Object.entries(errorCatalogue)) {
      expect([code, message.en.trim().length > 0, message.fr.trim().length > 0]).toEqual([code, true, true]);
    }
  });

  it('holds the codes of the session contract (docs/api.md, spec §4 and §5)', () => {
    for (const code of ['log-in-success', 'invalid-credentials', 'server-error', 'token-expired', 'invalid-token', 'password-required', 'invalid-password', 'old-password-incorrect', 'csrf.missing', 'csrf.mismatch', 'auth.throttled']) {
      expect(isErrorCode(code)).toBe(true);
    }
  });

  it('translates a code and falls back to the generic message for an unknown one', () => {
    expect(errorMessage('invalid-credentials', 'fr')).toBe("Nom d'utilisateur ou mot de passe incorrect.");
    expect(errorMessage('no.such.code', 'en')).toBe('An error occurred');
  });

  it('fills the placeholders of a message, and reads a missing value as an ellipsis', () => {
    expect(errorMessage('auth.throttled', 'en', { seconds: 30 })).toBe('Too many attempts. Try again in 30 s.');
    expect(errorMessage('auth.throttled', 'fr', { seconds: 45 })).toBe('Trop de tentatives. Réessayez dans 45 s.');
    expect(errorMessage('auth.throttled', 'en')).toBe('Too many attempts. Try again in … s.');
  });
});
