import { brokenPasswordRules } from './password-policy.ts';
import { similarityRatio } from './similarity.ts';

const jean = { username: 'jdupont', email: 'jean.dupont@example.com', firstName: 'Jean', lastName: 'Dupont' };

describe('password policy (spec §5)', () => {
  it('accepts a strong password unrelated to the user', () => {
    expect(brokenPasswordRules('Pimento-Demo-2026!', jean)).toEqual([]);
    expect(brokenPasswordRules('Velvet#Harbour42', jean)).toEqual([]);
  });

  it('names every broken composition rule', () => {
    expect(brokenPasswordRules('abc', jean)).toEqual(
      expect.arrayContaining([
        'password.too_short',
        'password.uppercase_required',
        'password.two_digits_required',
        'password.special_required',
      ]),
    );
    expect(brokenPasswordRules('Velvet#Harbour4', jean)).toEqual(['password.two_digits_required']);
    expect(brokenPasswordRules('VELVET#HARBOUR42', jean)).toEqual(['password.lowercase_required']);
    expect(brokenPasswordRules('VelvetHarbour42', jean)).toEqual(['password.special_required']);
  });

  it('refuses an entirely numeric password', () => {
    expect(brokenPasswordRules('12345678901', jean)).toContain('password.entirely_numeric');
  });

  it('refuses common passwords from the real list and guessable variations', () => {
    expect(brokenPasswordRules('password', jean)).toContain('password.too_common');
    expect(brokenPasswordRules('Password12!', jean)).toContain('password.too_common');
    expect(brokenPasswordRules('Azerty123!!', jean)).toContain('password.too_common');
  });

  it('refuses a password too similar to the user information', () => {
    expect(brokenPasswordRules('Jdupont#2024', jean)).toContain('password.too_similar');
    expect(brokenPasswordRules('Jean.Dupont99!', jean)).toContain('password.too_similar');
  });

  it('measures similarity like SequenceMatcher.ratio', () => {
    expect(similarityRatio('abcd', 'abcd')).toBe(1);
    expect(similarityRatio('abcd', 'wxyz')).toBe(0);
    expect(similarityRatio('abcd', 'bcde')).toBeCloseTo(0.75);
  });
});
