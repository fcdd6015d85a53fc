import type { SeedArticle } from './article.ts';

export const attributes: SeedArticle = {
  slug: 'attributes',
  paths: ['/attributes/'],
  title_en: 'Attributes: the shape of your catalogue',
  title_fr: 'Attributs : la forme de votre catalogue',
  content_en: `Attributes are the fields every product and model can hold: a power in watts, a colour, a description, a data sheet.

## Sections and groups
Attributes are arranged in sections and groups, in the order the product page shows them. Drag them to reorder, or move them with the keyboard. Section and group names are written in each label language of your company.

## Types
Each attribute has a type: text, long text, number with decimals, whole number, range, yes/no, date, dropdown (one choice), multiple choices, and a few more. A number can carry a unit type (power, length, luminous flux, temperature…) and a unit; values are converted when you choose another unit of the same type. A minimum and a maximum are checked at the field: Pimento never changes what you typed, it tells you what the rule is.

## Dropdown lists
A dropdown takes its choices from a list, with a code and a label per language. A list can serve several attributes. A list that an attribute still uses cannot be deleted; Pimento says which attributes use it.

## Languages and uniqueness
An attribute can be written in several languages (a description in English and French). An attribute marked unique refuses a value another product already has.

## Computed attributes
Under **Computed attributes**, an attribute's value can be computed by a formula from other values (for example a name made of the brand, the range and the power). The formula is checked as you write it, and the values are recomputed whenever what they read changes.`,
  content_fr: `Les attributs sont les champs que chaque produit et chaque modèle peuvent porter : une puissance en watts, une couleur, une description, une fiche technique.

## Sections et groupes
Les attributs sont rangés en sections et en groupes, dans l'ordre où la page produit les affiche. Faites-les glisser pour les réordonner, ou déplacez-les au clavier. Les noms des sections et des groupes s'écrivent dans chaque langue de libellé de votre entreprise.

## Types
Chaque attribut a un type : texte, texte long, nombre décimal, nombre entier, plage, oui/non, date, liste déroulante (un choix), choix multiples, et quelques autres. Un nombre peut porter un type d'unité (puissance, longueur, flux lumineux, température…) et une unité ; les valeurs sont converties quand vous choisissez une autre unité du même type. Un minimum et un maximum sont vérifiés au champ : Pimento ne modifie jamais ce que vous avez tapé, il vous indique la règle.

## Listes déroulantes
Une liste déroulante prend ses choix dans une liste, avec un code et un libellé par langue. Une liste peut servir à plusieurs attributs. Une liste encore utilisée par un attribut ne peut pas être supprimée ; Pimento indique quels attributs l'utilisent.

## Langues et unicité
Un attribut peut s'écrire en plusieurs langues (une description en anglais et en français). Un attribut marqué unique refuse une valeur qu'un autre produit porte déjà.

## Attributs calculés
Sous **Attributs calculés**, la valeur d'un attribut peut être calculée par une formule à partir d'autres valeurs (par exemple un nom formé de la marque, de la gamme et de la puissance). La formule est vérifiée pendant la saisie, et les valeurs sont recalculées dès que ce qu'elles lisent change.`,
};
