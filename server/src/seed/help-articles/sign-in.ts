import type { SeedArticle } from './article.ts';

export const signIn: SeedArticle = {
  slug: 'sign-in',
  paths: ['/login/'],
  title_en: 'Signing in to Pimento',
  title_fr: 'Se connecter à Pimento',
  content_en: `Open Pimento in your browser and enter the username and password your administrator gave you.

## Username and password
Usernames never contain spaces: if you type one, Pimento replaces it with an underscore, so "jean dupont" signs in as "jean_dupont".

After five failed attempts on the same account, sign-in is paused for fifteen minutes to protect you against password guessing. Wait, or use **Forgot password** to choose a new one.

## Single sign-on
If your company signs in through Microsoft or another identity provider, choose **Sign in with Microsoft** or **Sign in with SSO** and give your work e-mail address: Pimento sends you to your company's sign-in page and back. When your company requires single sign-on, passwords are switched off for its users.

## Your session
Your session lasts while you work. If you stay away for more than a week, Pimento asks you to sign in again. On a shared computer, use **Log out** in your user menu.`,
  content_fr: `Ouvrez Pimento dans votre navigateur et saisissez le nom d'utilisateur et le mot de passe que votre administrateur vous a communiqués.

## Nom d'utilisateur et mot de passe
Un nom d'utilisateur ne contient jamais d'espace : si vous en tapez un, Pimento le remplace par un tiret bas, ainsi « jean dupont » se connecte comme « jean_dupont ».

Après cinq tentatives échouées sur le même compte, la connexion est suspendue quinze minutes pour vous protéger contre les essais de mots de passe. Patientez, ou utilisez **Mot de passe oublié** pour en choisir un nouveau.

## Authentification unique
Si votre entreprise se connecte par Microsoft ou un autre fournisseur d'identité, choisissez **Se connecter avec Microsoft** ou **Se connecter par SSO** et donnez votre adresse e-mail professionnelle : Pimento vous envoie vers la page de connexion de votre entreprise, puis vous ramène. Lorsque votre entreprise impose l'authentification unique, les mots de passe sont désactivés pour ses utilisateurs.

## Votre session
Votre session dure tant que vous travaillez. Si vous vous absentez plus d'une semaine, Pimento vous demande de vous reconnecter. Sur un ordinateur partagé, utilisez **Se déconnecter** dans le menu utilisateur.`,
};
