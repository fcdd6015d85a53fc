/**
 * The demo catalogue's attributes: what the structure file (`structure.json`) declares and what
 * the product file's columns and the import template's pills are made from, so the three cannot
 * disagree. Read by the generator only (`generate.ts`); the server loads the files it wrote.
 */
import type { AttributeType } from '@pimento/shared-kit/contracts/attributes';

export type DemoChoice = { code: string; en: string; fr: string };

export type DemoAttribute = {
  code: string;
  en: string;
  fr: string;
  type: AttributeType;
  section: string;
  group: string;
  unitType?: string;
  unit?: string;
  localizable?: boolean;
  unique?: boolean;
  choices?: DemoChoice[];
};

const marketing = 'Marketing';
const electrical = 'Electrical data';
const lighting = 'Lighting';
const physical = 'Physical data';

const choices = (...items: Array<[string, string, string]>): DemoChoice[] => items.map(([code, en, fr]) => ({ code, en, fr }));

export const demoAttributes: DemoAttribute[] = [
  // Marketing: texts in English and French, links and dates.
  { code: 'short_label', en: 'Short label', fr: 'Libellé court', type: 'text', section: marketing, group: 'Descriptions', localizable: true },
  { code: 'description', en: 'Description', fr: 'Description', type: 'long_text', section: marketing, group: 'Descriptions', localizable: true },
  { code: 'selling_points', en: 'Selling points', fr: 'Arguments de vente', type: 'long_text', section: marketing, group: 'Descriptions', localizable: true },
  { code: 'product_page', en: 'Product page', fr: 'Page produit', type: 'url', section: marketing, group: 'Web' },
  { code: 'datasheets', en: 'Datasheets', fr: 'Fiches techniques', type: 'url_list', section: marketing, group: 'Web' },
  { code: 'support_email', en: 'Support e-mail', fr: 'E-mail du support', type: 'email', section: marketing, group: 'Web' },
  { code: 'web_visible', en: 'Shown on the web shop', fr: 'Visible sur la boutique', type: 'boolean', section: marketing, group: 'Web' },
  { code: 'launch_date', en: 'Launch date', fr: 'Date de lancement', type: 'date', section: marketing, group: 'Web' },
  { code: 'shipping_cutoff', en: 'Same-day shipping until', fr: 'Expédition le jour même jusqu’à', type: 'time', section: marketing, group: 'Web' },
  // Electrical data.
  { code: 'rated_voltage', en: 'Rated voltage', fr: 'Tension assignée', type: 'integer', section: electrical, group: 'Power supply', unitType: 'voltage', unit: 'V' },
  { code: 'voltage_range', en: 'Voltage range', fr: 'Plage de tension', type: 'range', section: electrical, group: 'Power supply', unitType: 'voltage', unit: 'V' },
  { code: 'rated_current', en: 'Rated current', fr: 'Courant assigné', type: 'decimal', section: electrical, group: 'Power supply', unitType: 'current', unit: 'A' },
  { code: 'power', en: 'Power', fr: 'Puissance', type: 'decimal', section: electrical, group: 'Power supply', unitType: 'power', unit: 'W' },
  { code: 'frequency', en: 'Frequency', fr: 'Fréquence', type: 'integer', section: electrical, group: 'Power supply', unitType: 'frequency', unit: 'Hz' },
  { code: 'phases', en: 'Phases', fr: 'Phases', type: 'dropdown', section: electrical, group: 'Power supply', choices: choices(['single', 'Single-phase', 'Monophasé'], ['three', 'Three-phase', 'Triphasé']) },
  { code: 'breaking_capacity', en: 'Breaking capacity', fr: 'Pouvoir de coupure', type: 'decimal', section: electrical, group: 'Protection', unitType: 'current', unit: 'kA' },
  {
    code: 'tripping_curve', en: 'Tripping curve', fr: 'Courbe de déclenchement', type: 'dropdown', section: electrical, group: 'Protection',
    choices: choices(['B', 'Curve B', 'Courbe B'], ['C', 'Curve C', 'Courbe C'], ['D', 'Curve D', 'Courbe D']),
  },
  { code: 'poles', en: 'Number of poles', fr: 'Nombre de pôles', type: 'integer', section: electrical, group: 'Protection' },
  { code: 'residual_current', en: 'Residual current sensitivity', fr: 'Sensibilité différentielle', type: 'integer', section: electrical, group: 'Protection', unitType: 'current', unit: 'mA' },
  {
    code: 'ip_rating', en: 'IP rating', fr: 'Indice de protection IP', type: 'dropdown', section: electrical, group: 'Protection',
    choices: choices(['IP20', 'IP20', 'IP20'], ['IP44', 'IP44', 'IP44'], ['IP55', 'IP55', 'IP55'], ['IP65', 'IP65', 'IP65'], ['IP67', 'IP67', 'IP67']),
  },
  { code: 'cross_section', en: 'Conductor cross-section', fr: 'Section du conducteur', type: 'decimal', section: electrical, group: 'Cable', unitType: 'area', unit: 'mm2' },
  { code: 'cores', en: 'Number of cores', fr: 'Nombre de conducteurs', type: 'integer', section: electrical, group: 'Cable' },
  {
    code: 'conductor_material', en: 'Conductor material', fr: 'Matériau du conducteur', type: 'dropdown', section: electrical, group: 'Cable',
    choices: choices(['copper', 'Copper', 'Cuivre'], ['aluminium', 'Aluminium', 'Aluminium']),
  },
  {
    code: 'insulation', en: 'Insulation', fr: 'Isolant', type: 'dropdown', section: electrical, group: 'Cable',
    choices: choices(['pvc', 'PVC', 'PVC'], ['xlpe', 'Cross-linked polyethylene (XLPE)', 'Polyéthylène réticulé (PR)'], ['rubber', 'Rubber', 'Caoutchouc'], ['lszh', 'Low smoke zero halogen', 'Sans halogène à faible fumée']),
  },
  { code: 'halogen_free', en: 'Halogen-free', fr: 'Sans halogène', type: 'boolean', section: electrical, group: 'Cable' },
  { code: 'cable_length', en: 'Length', fr: 'Longueur', type: 'decimal', section: electrical, group: 'Cable', unitType: 'length', unit: 'm' },
  // Lighting.
  { code: 'luminous_flux', en: 'Luminous flux', fr: 'Flux lumineux', type: 'integer', section: lighting, group: 'Light', unitType: 'luminous_flux', unit: 'lm' },
  { code: 'colour_temperature', en: 'Colour temperature', fr: 'Température de couleur', type: 'integer', section: lighting, group: 'Light', unitType: 'temperature', unit: 'K' },
  { code: 'cri', en: 'Colour rendering index', fr: 'Indice de rendu des couleurs', type: 'integer', section: lighting, group: 'Light' },
  { code: 'dimmable', en: 'Dimmable', fr: 'Gradable', type: 'boolean', section: lighting, group: 'Light' },
  {
    code: 'lamp_base', en: 'Lamp base', fr: 'Culot', type: 'dropdown', section: lighting, group: 'Light',
    choices: choices(['E27', 'E27', 'E27'], ['E14', 'E14', 'E14'], ['GU10', 'GU10', 'GU10'], ['B22', 'B22', 'B22'], ['integrated', 'Integrated LED', 'LED intégrée']),
  },
  { code: 'beam_angle', en: 'Beam angle', fr: 'Angle de faisceau', type: 'integer', section: lighting, group: 'Light', unitType: 'angle', unit: 'deg' },
  { code: 'lifetime', en: 'Rated lifetime', fr: 'Durée de vie', type: 'integer', section: lighting, group: 'Light', unitType: 'time', unit: 'h' },
  { code: 'operating_temperature', en: 'Operating temperature', fr: 'Température de fonctionnement', type: 'range', section: lighting, group: 'Light', unitType: 'temperature', unit: 'degC' },
  // Physical data.
  { code: 'gtin', en: 'GTIN', fr: 'GTIN', type: 'text', section: physical, group: 'Identification and packing', unique: true },
  { code: 'weight', en: 'Weight', fr: 'Poids', type: 'decimal', section: physical, group: 'Identification and packing', unitType: 'mass', unit: 'kg' },
  { code: 'warranty', en: 'Warranty', fr: 'Garantie', type: 'integer', section: physical, group: 'Identification and packing', unitType: 'time', unit: 'yr' },
  {
    code: 'colour', en: 'Colour', fr: 'Couleur', type: 'dropdown', section: physical, group: 'Finish and mounting',
    choices: choices(['white', 'White', 'Blanc'], ['black', 'Black', 'Noir'], ['grey', 'Grey', 'Gris'], ['anthracite', 'Anthracite', 'Anthracite'], ['aluminium', 'Aluminium', 'Aluminium']),
  },
  {
    code: 'mounting', en: 'Mounting', fr: 'Montage', type: 'multi_dropdown', section: physical, group: 'Finish and mounting',
    choices: choices(['din_rail', 'DIN rail', 'Rail DIN'], ['wall', 'Wall', 'Mural'], ['ceiling', 'Ceiling', 'Plafond'], ['flush', 'Flush', 'Encastré'], ['surface', 'Surface', 'En saillie'], ['pendant', 'Pendant', 'Suspendu']),
  },
  {
    code: 'certifications', en: 'Certifications', fr: 'Certifications', type: 'multi_dropdown', section: physical, group: 'Finish and mounting',
    choices: choices(['CE', 'CE', 'CE'], ['NF', 'NF', 'NF'], ['UKCA', 'UKCA', 'UKCA'], ['ENEC', 'ENEC', 'ENEC'], ['RoHS', 'RoHS', 'RoHS']),
  },
];
