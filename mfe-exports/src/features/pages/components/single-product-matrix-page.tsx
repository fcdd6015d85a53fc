import { useParams } from 'react-router-dom';
import { MatrixEditor } from '../../matrix-editor/components/matrix-editor';

/** `/exports/single-product-matrix/` creates a template, `/exports/single-product-matrix/{id}` edits one. */
export function SingleProductMatrixPage() {
  const { id } = useParams();
  return <MatrixEditor type="single_product_matrix" id={id === undefined ? undefined : Number(id)} />;
}
