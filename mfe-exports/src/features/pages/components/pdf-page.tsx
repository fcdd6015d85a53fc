import { useParams } from 'react-router-dom';
import { MatrixEditor } from '../../matrix-editor/components/matrix-editor';

/** `/exports/pdf/` creates a PDF catalogue template, `/exports/pdf/{id}` edits one. */
export function PdfPage() {
  const { id } = useParams();
  return <MatrixEditor type="pdf" id={id === undefined ? undefined : Number(id)} />;
}
