import type { SeedArticle } from './article.ts';

export const helpCentre: SeedArticle = {
  slug: 'help-bar',
  paths: ['/help/'],
  title_en: 'The help bar and the help centre',
  title_fr: "La barre d'aide et le centre d'aide",
  content_en: `## The help bar
The help bar on the right shows the article about the page you are on. Drag its edge to make it wider or narrower (from a fifth of the screen to almost all of it); Pimento remembers the width on this computer. Collapse it to a small tab when you need the room.

## The help centre
The help centre lists every article. Type a few words in its search box: Pimento finds the articles that contain all of them, whatever their case or accents, titles first. An article opens with its table of contents and the files attached to it.

## Languages
Articles are written in French and English: Pimento shows the one in your language when it exists, and French otherwise. Change your language in your user menu or in **My settings**.

## For superusers
A superuser chooses which article the help bar shows on each page, under **Help bar links** in the help centre. A page without a link of its own shows the article of the nearest page above it. A choice made there is kept when a new version of Pimento brings new articles.`,
  content_fr: `## La barre d'aide
La barre d'aide à droite affiche l'article consacré à la page où vous êtes. Faites glisser son bord pour l'élargir ou la réduire (d'un cinquième de l'écran à presque tout l'écran) ; Pimento retient la largeur sur cet ordinateur. Réduisez-la à un petit onglet quand vous avez besoin de place.

## Le centre d'aide
Le centre d'aide liste tous les articles. Tapez quelques mots dans sa zone de recherche : Pimento trouve les articles qui les contiennent tous, sans tenir compte des majuscules ni des accents, les titres d'abord. Un article s'ouvre avec sa table des matières et les fichiers qui lui sont joints.

## Langues
Les articles sont rédigés en français et en anglais : Pimento affiche celui de votre langue s'il existe, et le français sinon. Changez de langue depuis le menu utilisateur ou dans **Mes paramètres**.

## Pour les superutilisateurs
Un superutilisateur choisit l'article que la barre d'aide affiche sur chaque page, sous **Liens de la barre d'aide** dans le centre d'aide. Une page sans lien propre affiche l'article de la page la plus proche au-dessus d'elle. Un choix fait ici est conservé quand une nouvelle version de Pimento apporte de nouveaux articles.`,
};
