import type { SeedArticle } from './article.ts';

export const resetPassword: SeedArticle = {
  slug: 'reset-password',
  paths: ['/forgot-password/', '/reset-password/'],
  title_en: 'Choosing or resetting your password',
  title_fr: 'Choisir ou réinitialiser votre mot de passe',
  content_en: `## A forgotten password
On the sign-in page, choose **Forgot password** and enter your username or e-mail address. If the account exists, Pimento e-mails you a link that is valid for 24 hours and works once.

## The rules of a password
A password must have at least 9 characters with at least one uppercase letter, one lowercase letter, two digits and one special character. Pimento also refuses passwords that are too common, entirely numeric, too close to your name, username or e-mail address, or identical to your previous password. Each rule you miss is said under the field.

## Changing a password you know
Open **My settings** from your user menu: you are asked for your current password first. Resetting your password signs you out everywhere else.`,
  content_fr: `## Un mot de passe oublié
Sur la page de connexion, choisissez **Mot de passe oublié** et saisissez votre nom d'utilisateur ou votre adresse e-mail. Si le compte existe, Pimento vous envoie par e-mail un lien valable 24 heures et utilisable une seule fois.

## Les règles d'un mot de passe
Un mot de passe doit comporter au moins 9 caractères, dont au moins une majuscule, une minuscule, deux chiffres et un caractère spécial. Pimento refuse aussi les mots de passe trop courants, entièrement numériques, trop proches de votre nom, de votre nom d'utilisateur ou de votre adresse e-mail, ou identiques au mot de passe précédent. Chaque règle non respectée est indiquée sous le champ.

## Changer un mot de passe que vous connaissez
Ouvrez **Mes paramètres** depuis le menu utilisateur : votre mot de passe actuel vous est d'abord demandé. Réinitialiser votre mot de passe vous déconnecte partout ailleurs.`,
};
