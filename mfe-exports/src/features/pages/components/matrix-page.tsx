import { useParams } from 'react-router-dom';
import { MatrixEditor } from '../../matrix-editor/components/matrix-editor';

/** `/exports/matrix/` creates a template, `/exports/matrix/{id}` edits one. */
export function MatrixPage() {
  const { id } = useParams();
  return <MatrixEditor id={id === undefined ? undefined : Number(id)} />;
}
