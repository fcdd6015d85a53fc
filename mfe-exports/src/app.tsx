import { Route, Routes } from 'react-router-dom';
// The remote's strings, registered before any screen renders.
import './i18n/strings';
import { ListPage } from './features/pages/components/list-page';
import { MatrixPage } from './features/pages/components/matrix-page';
import { SingleProductMatrixPage } from './features/pages/components/single-product-matrix-page';
import { Fabdis2Page } from './features/pages/components/fabdis2-page';
import { Fabdis3Page } from './features/pages/components/fabdis3-page';
import { BmecatPage } from './features/pages/components/bmecat-page';
import { PdfPage } from './features/pages/components/pdf-page';
import { PdfGeneratorPage } from './features/pages/components/pdf-generator-page';
import { MobileExportsPage } from './features/pages/components/mobile-exports-page';
import { NotFoundPage } from './features/pages/components/not-found-page';

/** The exports remote's screens, on the one URL of the page. */
export function ExportsApp() {
  return (
    <Routes>
      <Route path="/exports/" element={<ListPage />} />
      <Route path="/exports/matrix/" element={<MatrixPage />} />
      <Route path="/exports/matrix/:id" element={<MatrixPage />} />
      <Route path="/exports/single-product-matrix/" element={<SingleProductMatrixPage />} />
      <Route path="/exports/single-product-matrix/:id" element={<SingleProductMatrixPage />} />
      <Route path="/exports/fabdis-2/:id" element={<Fabdis2Page />} />
      <Route path="/exports/fabdis-3/:id" element={<Fabdis3Page />} />
      <Route path="/exports/bmecat/:id" element={<BmecatPage />} />
      <Route path="/exports/pdf/" element={<PdfPage />} />
      <Route path="/exports/pdf/:id" element={<PdfPage />} />
      <Route path="/pdf/generator/" element={<PdfGeneratorPage />} />
      <Route path="/mobile/exports/" element={<MobileExportsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
