import { defineRemoteStrings } from '@pimento/shared-kit/i18n/remote-strings';

/** The `exports` namespace, registered when this module loads. Exports remote: exports, template editors, feeds. */
export const exportsStrings = defineRemoteStrings('exports', {
  en: {
    area: 'Exports',
    newTemplate: 'New template',
    pages: {
      list: { title: 'Exports', description: 'Your export templates, scheduled feeds and shared links will be listed here.' },
      matrix: { title: 'Matrix template', description: 'The Excel matrix editor will let you arrange columns and sheets here.' },
      singleProductMatrix: { title: 'Single-product matrix', description: 'The single-product matrix editor will be here.' },
      fabdis2: { title: 'FAB-DIS 2 template', description: 'The FAB-DIS 2 mapping editor will be here.' },
      fabdis3: { title: 'FAB-DIS 3 template', description: 'The FAB-DIS 3 mapping editor will be here.' },
      bmecat: { title: 'BMEcat template', description: 'The BMEcat mapping editor will be here.' },
      pdf: { title: 'PDF template', description: 'The PDF catalogue designer will be here.' },
      pdfGenerator: { title: 'PDF generator', description: 'Rendered PDF pages of a template will appear here.' },
      notFound: { title: 'Page not found', description: 'This exports page does not exist.' },
    },
    templateId: 'Template {{id}}',
  },
  fr: {
    area: 'Exports',
    newTemplate: 'Nouveau modèle',
    pages: {
      list: { title: 'Exports', description: "Vos modèles d'export, flux programmés et liens partagés seront listés ici." },
      matrix: { title: 'Modèle de matrice', description: "L'éditeur de matrice Excel permettra d'organiser colonnes et onglets ici." },
      singleProductMatrix: { title: 'Matrice mono-produit', description: "L'éditeur de matrice mono-produit sera ici." },
      fabdis2: { title: 'Modèle FAB-DIS 2', description: "L'éditeur de correspondance FAB-DIS 2 sera ici." },
      fabdis3: { title: 'Modèle FAB-DIS 3', description: "L'éditeur de correspondance FAB-DIS 3 sera ici." },
      bmecat: { title: 'Modèle BMEcat', description: "L'éditeur de correspondance BMEcat sera ici." },
      pdf: { title: 'Modèle PDF', description: 'Le concepteur de catalogues PDF sera ici.' },
      pdfGenerator: { title: 'Générateur PDF', description: "Les pages PDF générées d'un modèle apparaîtront ici." },
      notFound: { title: 'Page introuvable', description: "Cette page des exports n'existe pas." },
    },
    templateId: 'Modèle {{id}}',
  },
});
