import type { SeedArticle } from './article.ts';

export const prices: SeedArticle = {
  slug: 'prices',
  paths: ['/price/', '/attributes/price/'],
  title_en: 'Price lists and prices',
  title_fr: 'Listes de prix et prix',
  content_en: `A price list holds the prices of one audience: a distributor, a country, a season. A product can have prices in several lists.

## Price lists
Create lists from **Price lists** on the prices screen. A list can declare discriminants: the values that tell two prices of a product apart in that list, such as a minimum quantity for quantity breaks. Once a list holds a price, its discriminants are fixed. A list you no longer use is archived (its prices become read-only) and can be restored; only an archived list can be deleted for good, and the confirmation tells how many prices go with it.

## Prices
A price has an amount, a currency, and optionally a validity period and a discount family. Add them on the **Prices** tab of a product page or from the prices screen, which filters by list, currency, date of validity and discount family. Two prices of the same product in the same list, with the same discriminants and validity periods that meet, are refused: the message says which price is already there.

## Price attributes
Under **Price attributes**, add your own fields to every price (a comment, a supplier code).`,
  content_fr: `Une liste de prix contient les prix d'un public : un distributeur, un pays, une saison. Un produit peut avoir des prix dans plusieurs listes.

## Listes de prix
Créez des listes depuis **Listes de prix** sur l'écran des prix. Une liste peut déclarer des discriminants : les valeurs qui distinguent deux prix d'un même produit dans cette liste, comme une quantité minimale pour des prix par paliers. Dès qu'une liste contient un prix, ses discriminants sont figés. Une liste que vous n'utilisez plus est archivée (ses prix passent en lecture seule) et peut être restaurée ; seule une liste archivée peut être supprimée définitivement, et la confirmation indique combien de prix partent avec elle.

## Prix
Un prix a un montant, une devise et, au besoin, une période de validité et une famille de remise. Ajoutez-les dans l'onglet **Prix** d'une page produit ou depuis l'écran des prix, qui filtre par liste, devise, date de validité et famille de remise. Deux prix d'un même produit dans la même liste, avec les mêmes discriminants et des périodes de validité qui se rejoignent, sont refusés : le message indique quel prix existe déjà.

## Attributs de prix
Sous **Attributs de prix**, ajoutez vos propres champs à chaque prix (un commentaire, un code fournisseur).`,
};
