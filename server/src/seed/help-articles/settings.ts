import type { SeedArticle } from './article.ts';

export const settings: SeedArticle = {
  slug: 'settings',
  paths: ['/settings/user/', '/settings/company/'],
  title_en: 'Your settings and your company’s',
  title_fr: 'Vos paramètres et ceux de votre entreprise',
  content_en: `## My settings
Open **My settings** from your user menu to change your name and the language of the interface (applied at once), your password (your current one is asked first) and your e-mail address (the change takes effect when you open the link sent to the new address). Your e-mail templates are there too: the messages you send with exports, with their recipients.

## Company settings
Administrators set what applies to the whole company: the languages your attributes are written in (removing one says first how many products and models lose their values), the rule for FAB-DIS addresses, how long the history is kept, and single sign-on. When single sign-on is required, passwords are switched off for the company's users, except the emergency administrator you name.`,
  content_fr: `## Mes paramètres
Ouvrez **Mes paramètres** depuis le menu utilisateur pour changer votre nom et la langue de l'interface (appliquée tout de suite), votre mot de passe (l'actuel vous est demandé d'abord) et votre adresse e-mail (le changement prend effet quand vous ouvrez le lien envoyé à la nouvelle adresse). Vos modèles d'e-mail s'y trouvent aussi : les messages que vous envoyez avec les exports, avec leurs destinataires.

## Paramètres de l'entreprise
Les administrateurs règlent ce qui vaut pour toute l'entreprise : les langues dans lesquelles vos attributs sont rédigés (en retirer une indique d'abord combien de produits et de modèles perdent leurs valeurs), la règle des adresses FAB-DIS, la durée de conservation de l'historique et l'authentification unique. Quand l'authentification unique est imposée, les mots de passe sont désactivés pour les utilisateurs de l'entreprise, sauf pour l'administrateur de secours que vous désignez.`,
};
