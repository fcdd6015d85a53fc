import type { SeedArticle } from './article.ts';

export const peopleAndRights: SeedArticle = {
  slug: 'people-and-rights',
  paths: ['/settings/rights/'],
  title_en: 'Users, groups and rights',
  title_fr: 'Utilisateurs, groupes et droits',
  content_en: `## Users
Administrators add colleagues under **Users**: Pimento e-mails them an invitation to choose their password, and shows them as invited until they do. Deactivate a user who leaves: they can no longer sign in, and what they did stays in the history. The company always keeps at least one active administrator.

## Groups and roles
Products, models, templates and clients belong to user groups. A member's role in a group says what they may do with that group's objects: see, change, create, delete. Change a role's rights in place; every member of every group with that role follows at once.

## Checking someone's access
The **Access simulator** answers "why can this person change this product?": choose a user and an object, and Pimento lists each right with the group and role that grant it. Rights are always checked by the server, not only hidden on screen.`,
  content_fr: `## Utilisateurs
Les administrateurs ajoutent leurs collègues sous **Utilisateurs** : Pimento leur envoie par e-mail une invitation à choisir leur mot de passe, et les affiche comme invités jusque-là. Désactivez un utilisateur qui part : il ne peut plus se connecter, et ce qu'il a fait reste dans l'historique. L'entreprise garde toujours au moins un administrateur actif.

## Groupes et rôles
Les produits, modèles, modèles d'export et clients appartiennent à des groupes d'utilisateurs. Le rôle d'un membre dans un groupe dit ce qu'il peut faire des objets de ce groupe : voir, modifier, créer, supprimer. Modifiez les droits d'un rôle sur place ; tous les membres de tous les groupes ayant ce rôle suivent aussitôt.

## Vérifier l'accès de quelqu'un
Le **Simulateur d’accès** répond à la question « pourquoi cette personne peut-elle modifier ce produit ? » : choisissez un utilisateur et un objet, et Pimento liste chaque droit avec le groupe et le rôle qui l'accordent. Les droits sont toujours vérifiés par le serveur, pas seulement masqués à l'écran.`,
};
