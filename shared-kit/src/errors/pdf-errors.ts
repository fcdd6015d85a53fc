import type { ErrorMessage } from './messages.ts';

/** PDF catalogues (docs/pdf-catalogues.md): refusals of a run, and the warnings a run reports. */
export const pdfErrors = {
  'export.pdf_template_required': {
    en: 'A PDF is made from a PDF template: choose one, or another format.',
    fr: 'Un PDF se fait à partir d’un modèle PDF : choisissez-en un, ou un autre format.',
  },
  'export.pdf_only': {
    en: 'A PDF template makes a PDF file: choose the PDF format.',
    fr: 'Un modèle PDF produit un fichier PDF : choisissez le format PDF.',
  },
  'export.pdf_language_not_available': {
    en: 'Catalogues in other languages than {language} need the multilingual PDF option of your plan.',
    fr: 'Les catalogues dans d’autres langues que {language} demandent l’option PDF multilingue de votre offre.',
  },
  'pdf.font_missing': {
    en: 'The catalogue’s font could not be read (asset {detail}): the default font was used.',
    fr: 'La police du catalogue n’a pas pu être lue (ressource {detail}) : la police par défaut a été utilisée.',
  },
  'pdf.images_missing': {
    en: '{count} main images could not be read: those products show no image.',
    fr: '{count} images principales n’ont pas pu être lues : ces produits s’affichent sans image.',
  },
  'pdf.price_list_missing': {
    en: 'The price list of the catalogue no longer exists: prices were left out.',
    fr: 'La liste de prix du catalogue n’existe plus : les prix ont été omis.',
  },
} as const satisfies Record<string, ErrorMessage>;
