import type { SeedArticle } from './article.ts';

export const sidebar: SeedArticle = {
  slug: 'sidebar',
  paths: ['/'],
  title_en: 'Finding your way in Pimento',
  title_fr: 'Se repérer dans Pimento',
  content_en: `## The sidebar
The sidebar on the left leads to every part of Pimento: products and models, categories, attributes, price lists, the asset gallery, imports, exports, clients and settings. Some entries appear only when your company has the feature (PDF, feeds, clients, dashboards, objects, the assistant).

Reorder the entries by dragging them, or with the keyboard: Pimento remembers your order for your account on every computer.

## Tasks and notifications
Imports, exports and other long work run in the background: the tasks panel, opened from the header, lists them with their progress and what each one did. You can keep working meanwhile; a message at the bottom right tells you when one ends. Notifications collect what happened while you were away.

## Unsaved changes
When you leave a page with changes you have not saved, Pimento asks first, whether you click another entry, go back to the list or close the tab.

## Language and keyboard
Switch between English and French from your user menu. Every screen works with the keyboard alone: **Tab** moves between controls, the first **Tab** offers a link that jumps to the page's content, and **Escape** closes a dialog or panel and gives the focus back where it was.`,
  content_fr: `## La barre latérale
La barre latérale à gauche mène à toutes les parties de Pimento : produits et modèles, catégories, attributs, listes de prix, galerie de ressources, imports, exports, clients et paramètres. Certaines entrées n'apparaissent que si votre entreprise dispose de la fonctionnalité (PDF, flux, clients, tableaux de bord, objets, assistant).

Réordonnez les entrées en les faisant glisser, ou au clavier : Pimento retient votre ordre pour votre compte, sur tous vos ordinateurs.

## Tâches et notifications
Les imports, exports et autres travaux longs tournent en arrière-plan : le panneau des tâches, ouvert depuis l'en-tête, les liste avec leur progression et ce que chacun a fait. Vous pouvez continuer à travailler ; un message en bas à droite vous prévient à la fin de chacun. Les notifications rassemblent ce qui s'est passé en votre absence.

## Modifications non enregistrées
Quand vous quittez une page dont les modifications ne sont pas enregistrées, Pimento vous demande d'abord confirmation, que vous cliquiez sur une autre entrée, reveniez à la liste ou fermiez l'onglet.

## Langue et clavier
Passez de l'anglais au français depuis le menu utilisateur. Chaque écran s'utilise au clavier seul : **Tab** passe d'une commande à l'autre, le premier **Tab** propose un lien qui saute au contenu de la page, et **Échap** ferme une boîte de dialogue ou un panneau et rend le focus là où il était.`,
};
