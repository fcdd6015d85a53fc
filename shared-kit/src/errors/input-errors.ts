import type { ErrorMessage } from './messages.ts';

/**
 * Input the database cannot take as it is: refused by the request schemas (`contracts/input-guards.ts`)
 * or, as a last line of defence, mapped from PostgreSQL's error by the server's error handler.
 */
export const inputErrors = {
  'validation.invalid_characters': {
    en: 'This text contains a character that cannot be saved (a NUL character or an incomplete Unicode character).',
    fr: 'Ce texte contient un caractère impossible à enregistrer (un caractère NUL ou un caractère Unicode incomplet).',
  },
  'validation.duplicate_ids': {
    en: 'The same item appears more than once in this list.',
    fr: 'Le même élément apparaît plusieurs fois dans cette liste.',
  },
  'validation.unknown_reference': {
    en: 'This refers to something that does not exist.',
    fr: "Cette valeur désigne un élément qui n'existe pas.",
  },
  'conflict.duplicate': { en: 'This value is already used.', fr: 'Cette valeur est déjà utilisée.' },
  'groups.not_found': {
    en: 'This group does not exist in your company.',
    fr: "Ce groupe n'existe pas dans votre entreprise.",
  },
} as const satisfies Record<string, ErrorMessage>;
