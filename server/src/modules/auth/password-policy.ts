import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import * as french from '@zxcvbn-ts/language-fr';
import type { ErrorCode } from '@pimento/shared-kit/errors/catalogue';
import { similarityRatio } from './similarity.ts';

export const PASSWORD_MIN_LENGTH = 9;
/** zxcvbn scores 0–4; below 3 means fewer than 10^8 guesses: too guessable to accept. */
const MIN_ZXCVBN_SCORE = 3;
/** Django's threshold for "too similar to the user's information". */
const MAX_SIMILARITY = 0.7;

let zxcvbn: ZxcvbnFactory | undefined;
/** Built on the first password checked: ranking its dictionaries costs half a second, which a start need not pay. */
const passwordScorer = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, ...french.dictionary },
    graphs: common.adjacencyGraphs,
  }));
const commonPasswords = new Set((common.dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()));

export type UserInformation = { username: string; email: string; firstName: string; lastName: string };

/** The parts of each piece of information a password could be built from (`jean.dupont@x.fr` → jean, dupont…). */
function informationParts(user: UserInformation): string[] {
  const values = [user.username, user.email, user.email.split('@')[0] ?? '', user.firstName, user.lastName];
  const parts = values.flatMap((value) => [value, ...value.split(/[\W_]+/)]);
  return [...new Set(parts.map((part) => part.toLowerCase()).filter((part) => part.length >= 3))];
}

function tooSimilar(password: string, user: UserInformation): boolean {
  const lowered = password.toLowerCase();
  return informationParts(user).some(
    (part) => similarityRatio(lowered, part) >= MAX_SIMILARITY || (part.length >= 4 && lowered.includes(part) && part.length * 2 >= lowered.length),
  );
}

/**
 * The rules of spec §5 a new password breaks, in a stable order; empty when it is acceptable.
 * "Differs from the previous password" needs the stored hashes and is checked by the auth service.
 */
export function brokenPasswordRules(password: string, user: UserInformation): ErrorCode[] {
  const broken: ErrorCode[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) broken.push('password.too_short');
  if (!/\p{Lu}/u.test(password)) broken.push('password.uppercase_required');
  if (!/\p{Ll}/u.test(password)) broken.push('password.lowercase_required');
  if ((password.match(/\d/g) ?? []).length < 2) broken.push('password.two_digits_required');
  if (!/[^\p{L}\p{N}]/u.test(password)) broken.push('password.special_required');
  if (/^\d+$/.test(password)) broken.push('password.entirely_numeric');
  if (commonPasswords.has(password.toLowerCase()) || passwordScorer().check(password).score < MIN_ZXCVBN_SCORE) {
    broken.push('password.too_common');
  }
  if (tooSimilar(password, user)) broken.push('password.too_similar');
  return broken;
}
