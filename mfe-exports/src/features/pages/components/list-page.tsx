import { TemplatesList } from '../../templates/components/templates-list';

/** `/exports/`: the export templates and their last runs. */
export function ListPage() {
  return <TemplatesList />;
}
