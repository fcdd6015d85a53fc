import { useParams } from 'react-router-dom';
import { MappingEditor } from '../../editor/components/mapping-editor';

/** `/imports/{id}`: the mapping editor of an import template. */
export function ConfigPage() {
  const { id } = useParams();
  return <MappingEditor id={Number(id)} />;
}
