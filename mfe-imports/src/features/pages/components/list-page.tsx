import { TemplatesList } from '../../templates/components/templates-list';

/** `/imports/`: the company's import templates and their last runs. */
export function ListPage() {
  return <TemplatesList />;
}
