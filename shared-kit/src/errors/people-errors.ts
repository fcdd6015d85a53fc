import type { ErrorMessage } from './messages.ts';

/** User, group and role administration (docs/rights.md). */
export const peopleErrors = {
  'users.last_administrator': {
    en: 'The company needs at least one active administrator: this change would leave none.',
    fr: 'L’entreprise doit garder au moins un administrateur actif : cette modification n’en laisserait aucun.',
  },
  'users.cannot_delete_self': {
    en: 'You cannot delete your own account.',
    fr: 'Vous ne pouvez pas supprimer votre propre compte.',
  },
  'users.cannot_deactivate_self': {
    en: 'You cannot deactivate your own account.',
    fr: 'Vous ne pouvez pas désactiver votre propre compte.',
  },
  'users.superuser_only': {
    en: 'Only a superuser may give or take the superuser flag, or change a superuser.',
    fr: 'Seul un super-utilisateur peut donner ou retirer le statut de super-utilisateur, ou modifier un super-utilisateur.',
  },
  'users.inactive': {
    en: 'This user is deactivated: reactivate them first.',
    fr: 'Cet utilisateur est désactivé : réactivez-le d’abord.',
  },
  'mail.send_failed': {
    en: 'The e-mail could not be sent. Please retry later.',
    fr: 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer plus tard.',
  },
  'plan.users_limit': {
    en: 'You have reached your users limit. Contact us to upgrade your plan !',
    fr: 'Vous avez atteint votre limite d’utilisateurs. Contactez-nous pour changer d’offre !',
  },
  'groups.name_taken': {
    en: 'A group with this name already exists.',
    fr: 'Un groupe porte déjà ce nom.',
  },
  'groups.user_not_eligible': {
    en: 'This user cannot be in a group: they are unknown, deactivated or an administrator.',
    fr: 'Cet utilisateur ne peut pas être dans un groupe : il est inconnu, désactivé ou administrateur.',
  },
  'groups.role_unknown': {
    en: 'This role does not exist.',
    fr: 'Ce rôle n’existe pas.',
  },
  'groups.administrators_only': {
    en: 'Only an administrator may create, rename or delete a group, or change its manager.',
    fr: 'Seul un administrateur peut créer, renommer ou supprimer un groupe, ou en changer le responsable.',
  },
  'groups.own_membership': {
    en: 'A group manager cannot change their own membership.',
    fr: 'Un responsable de groupe ne peut pas modifier sa propre appartenance.',
  },
  'groups.sole_group': {
    en: 'Some objects or attributes belong to this group only: give them another group first.',
    fr: 'Des objets ou attributs n’appartiennent qu’à ce groupe : donnez-leur d’abord un autre groupe.',
  },
  'roles.name_taken': {
    en: 'A role with this name already exists.',
    fr: 'Un rôle porte déjà ce nom.',
  },
  'roles.in_use': {
    en: 'This role is given to members of groups: give them another role first.',
    fr: 'Ce rôle est attribué à des membres de groupes : attribuez-leur d’abord un autre rôle.',
  },
} as const satisfies Record<string, ErrorMessage>;
