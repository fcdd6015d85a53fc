/** The help centre's first articles, in French and English, and the paths whose help bar opens them. */
export type SeedArticle = {
  slug: string;
  title_en: string;
  title_fr: string;
  content_en: string;
  content_fr: string;
  /** Application paths whose help bar shows this article. */
  paths: string[];
  attachments?: { name: string; url: string }[];
};

export const helpArticles: SeedArticle[] = [
  {
    slug: 'sign-in',
    paths: ['/login/'],
    title_en: 'Signing in to Pimento',
    title_fr: 'Se connecter à Pimento',
    content_en: `Open Pimento in your browser and enter the username and password your administrator gave you. Usernames never contain spaces: if you type one, Pimento replaces it with an underscore, so "jean dupont" signs in as "jean_dupont".

After five failed attempts on the same account, sign-in is paused for fifteen minutes to protect you against password guessing. Wait, or use "Forgot password" to choose a new one.

If your company uses single sign-on, choose "Sign in with Microsoft" instead: when your company requires it, passwords are switched off.

Your session lasts while you work. If you stay away for more than a week, Pimento asks you to sign in again. Use "Log out" in your profile menu on a shared computer.`,
    content_fr: `Ouvrez Pimento dans votre navigateur et saisissez le nom d'utilisateur et le mot de passe que votre administrateur vous a communiqués. Un nom d'utilisateur ne contient jamais d'espace : si vous en tapez un, Pimento le remplace par un tiret bas, ainsi « jean dupont » se connecte comme « jean_dupont ».

Après cinq tentatives échouées sur le même compte, la connexion est suspendue quinze minutes pour vous protéger contre les essais de mots de passe. Patientez, ou utilisez « Mot de passe oublié » pour en choisir un nouveau.

Si votre entreprise utilise l'authentification unique, choisissez « Se connecter avec Microsoft » : lorsque votre entreprise l'impose, les mots de passe sont désactivés.

Votre session dure tant que vous travaillez. Si vous vous absentez plus d'une semaine, Pimento vous demande de vous reconnecter. Sur un ordinateur partagé, utilisez « Se déconnecter » dans le menu de votre profil.`,
  },
  {
    slug: 'reset-password',
    paths: ['/forgot-password/', '/settings/user/'],
    title_en: 'Choosing or resetting your password',
    title_fr: 'Choisir ou réinitialiser votre mot de passe',
    content_en: `On the sign-in page, choose "Forgot password" and enter your username or e-mail address. If the account exists, Pimento e-mails you a link that is valid for 24 hours and works once.

A password must have at least 9 characters with at least one uppercase letter, one lowercase letter, two digits and one special character. Pimento also refuses passwords that are too common, entirely numeric, too close to your name, username or e-mail address, or identical to your previous password.

To change a password you know, open your profile, then "Authentication": you will be asked for your current password first. Resetting your password signs you out everywhere else.`,
    content_fr: `Sur la page de connexion, choisissez « Mot de passe oublié » et saisissez votre nom d'utilisateur ou votre adresse e-mail. Si le compte existe, Pimento vous envoie par e-mail un lien valable 24 heures et utilisable une seule fois.

Un mot de passe doit comporter au moins 9 caractères, dont au moins une majuscule, une minuscule, deux chiffres et un caractère spécial. Pimento refuse aussi les mots de passe trop courants, entièrement numériques, trop proches de votre nom, de votre nom d'utilisateur ou de votre adresse e-mail, ou identiques au mot de passe précédent.

Pour changer un mot de passe que vous connaissez, ouvrez votre profil puis « Authentification » : votre mot de passe actuel vous sera d'abord demandé. Réinitialiser votre mot de passe vous déconnecte partout ailleurs.`,
  },
  {
    slug: 'sidebar',
    paths: ['/'],
    title_en: 'How the sidebar works',
    title_fr: 'Fonctionnement de la barre latérale',
    content_en: `The sidebar on the left leads to every part of Pimento: products and models, categories, price lists, assets, imports, exports, clients, attributes and company settings. Some entries appear only when your company has activated the feature (ETIM, FAB-DIS, BMEcat, PDF, feeds, clients, dashboards, objects, the assistant).

You can reorder the entries by dragging them: Pimento remembers your order for your account on every computer, and opens the first entry of your order when you arrive on Pimento.

The second panel lists your tasks: imports, exports and other long work running in the background, with their progress. You can keep working while they run; a message appears when each one finishes.

Pin the pages you use most as shortcuts to reach them in one click.`,
    content_fr: `La barre latérale à gauche mène à toutes les parties de Pimento : produits et modèles, catégories, listes de prix, ressources, imports, exports, clients, attributs et paramètres de l'entreprise. Certaines entrées n'apparaissent que si votre entreprise a activé la fonctionnalité (ETIM, FAB-DIS, BMEcat, PDF, flux, clients, tableaux de bord, objets, assistant).

Vous pouvez réordonner les entrées en les faisant glisser : Pimento retient votre ordre pour votre compte, sur tous vos ordinateurs, et ouvre la première entrée de votre ordre à votre arrivée.

Le second panneau liste vos tâches : imports, exports et autres travaux longs qui tournent en arrière-plan, avec leur progression. Vous pouvez continuer à travailler pendant ce temps ; un message apparaît à la fin de chacun.

Épinglez les pages que vous utilisez le plus en raccourcis pour les atteindre en un clic.`,
  },
  {
    slug: 'help-bar',
    paths: ['/help/'],
    title_en: 'Using the help bar',
    title_fr: "Utiliser la barre d'aide",
    content_en: `The help bar on the right shows the article that matches the page you are on. Drag its edge to make it wider or narrower (from a fifth of the screen to almost all of it); Pimento remembers the width on this computer. Collapse it to a small tab when you need the room.

Articles are written in French and, for most of them, in English: Pimento shows the one in your language when it exists, and French otherwise. Change your language in your profile.

The help centre lists every article, with the attachments (guides, sample files) you can download.`,
    content_fr: `La barre d'aide à droite affiche l'article correspondant à la page où vous êtes. Faites glisser son bord pour l'élargir ou la réduire (d'un cinquième de l'écran à presque tout l'écran) ; Pimento retient la largeur sur cet ordinateur. Réduisez-la à un petit onglet quand vous avez besoin de place.

Les articles sont rédigés en français et, pour la plupart, en anglais : Pimento affiche celui de votre langue s'il existe, et le français sinon. Changez votre langue dans votre profil.

Le centre d'aide liste tous les articles, avec les pièces jointes (guides, fichiers d'exemple) que vous pouvez télécharger.`,
  },
  {
    slug: 'products-and-models',
    paths: ['/products/'],
    title_en: 'Products and models',
    title_fr: 'Produits et modèles',
    content_en: `A product is one sellable item, identified by its SKU, with a name, a status (active, end of life or inactive), categories, attribute values, assets and prices. A model groups products that share most of their data: values set on the model apply to all its products, which then only hold what differs (a size, a colour).

The listing shows the columns you chose; filter it, save your filters, and select several products to edit them in bulk. Open a product to see its tabs: prices, ETIM classification, Talk discussions and assets.

SKUs and model references are unique within your company.`,
    content_fr: `Un produit est un article vendable, identifié par son SKU, avec un nom, un statut (actif, fin de vie ou inactif), des catégories, des valeurs d'attributs, des ressources et des prix. Un modèle regroupe des produits qui partagent l'essentiel de leurs données : les valeurs saisies sur le modèle s'appliquent à tous ses produits, qui ne portent plus que ce qui diffère (une taille, une couleur).

La liste affiche les colonnes que vous avez choisies ; filtrez-la, enregistrez vos filtres et sélectionnez plusieurs produits pour les modifier en masse. Ouvrez un produit pour voir ses onglets : prix, classification ETIM, discussions Talk et ressources.

Les SKU et les références de modèle sont uniques dans votre entreprise.`,
  },
  {
    slug: 'imports',
    paths: ['/imports/'],
    title_en: 'Importing products',
    title_fr: 'Importer des produits',
    content_en: `Import products, prices and assets from Excel, CSV or JSON files. After uploading a file, map each column to an attribute by dragging its pill; Pimento suggests matches by name. Formulas and conditions transform values on the way in.

Run a dry run first: Pimento checks every cell and lists the problems by line and column (a number that is not a number, an unknown choice, a missing SKU) without changing anything. When the report is clean, launch the import; it runs in the background and notifies you when it is done.`,
    content_fr: `Importez des produits, des prix et des ressources depuis des fichiers Excel, CSV ou JSON. Après l'envoi d'un fichier, associez chaque colonne à un attribut en faisant glisser sa pastille ; Pimento propose des correspondances par nom. Des formules et des conditions transforment les valeurs à l'import.

Lancez d'abord une simulation : Pimento vérifie chaque cellule et liste les problèmes par ligne et par colonne (un nombre qui n'en est pas un, un choix inconnu, un SKU manquant) sans rien modifier. Quand le rapport est propre, lancez l'import ; il s'exécute en arrière-plan et vous prévient à la fin.`,
  },
  {
    slug: 'api-and-integrations',
    paths: ['/settings/connectors/'],
    attachments: [{ name: 'OpenAPI document (JSON)', url: '/api/docs/json' }],
    title_en: 'Connecting other software to Pimento',
    title_fr: 'Connecter d’autres logiciels à Pimento',
    content_en: `Every screen of Pimento works through a documented HTTP API, so your ERP, web shop or scripts can read and update the same data. The interactive reference is at /api/docs/ and the machine-readable OpenAPI document is attached to this article.

Calls are made on behalf of a user and see only that user's company, with that user's rights: create a dedicated user for each integration rather than sharing a person's account. Every error comes back with a stable code (for example "invalid-credentials") that your integration can rely on.

Long operations such as imports and exports answer at once with a task number; follow their progress in the task panel or through the API.`,
    content_fr: `Chaque écran de Pimento s'appuie sur une API HTTP documentée : votre ERP, votre boutique en ligne ou vos scripts peuvent lire et modifier les mêmes données. La référence interactive se trouve à l'adresse /api/docs/ et le document OpenAPI lisible par machine est joint à cet article.

Les appels sont faits au nom d'un utilisateur et ne voient que l'entreprise de cet utilisateur, avec ses droits : créez un utilisateur dédié à chaque intégration plutôt que de partager le compte d'une personne. Chaque erreur revient avec un code stable (par exemple « invalid-credentials ») sur lequel votre intégration peut s'appuyer.

Les opérations longues, comme les imports et les exports, répondent tout de suite avec un numéro de tâche ; suivez leur progression dans le panneau des tâches ou par l'API.`,
  },
];
