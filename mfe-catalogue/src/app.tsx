import { Route, Routes } from 'react-router-dom';
import { registerCatalogueStrings } from './i18n/register-strings';
import { ProductsPage } from './features/pages/components/products-page';
import { CategoriesPage } from './features/pages/components/categories-page';
import { PricesPage } from './features/pages/components/prices-page';
import { AttributesPage } from './features/pages/components/attributes-page';
import { PriceAttributesPage } from './features/pages/components/price-attributes-page';
import { ClientAttributesPage } from './features/pages/components/client-attributes-page';
import { EtimFeaturePillPage } from './features/pages/components/etim-feature-pill-page';
import { ComputedAttributesPage } from './features/pages/components/computed-attributes-page';
import { ClientsPage } from './features/pages/components/clients-page';
import { DashboardPage } from './features/pages/components/dashboard-page';
import { ObjectsPage } from './features/pages/components/objects-page';
import { MobileProductsPage } from './features/pages/components/mobile-products-page';
import { NotFoundPage } from './features/pages/components/not-found-page';

registerCatalogueStrings();

/** The catalogue remote's screens, on the one URL of the page. */
export function CatalogueApp() {
  return (
    <Routes>
      <Route path="/products/" element={<ProductsPage />} />
      <Route path="/category/" element={<CategoriesPage />} />
      <Route path="/price/" element={<PricesPage />} />
      <Route path="/attributes/" element={<AttributesPage />} />
      <Route path="/attributes/price/" element={<PriceAttributesPage />} />
      <Route path="/attributes/client/" element={<ClientAttributesPage />} />
      <Route path="/attributes/etim-feature-pill/" element={<EtimFeaturePillPage />} />
      <Route path="/attributes/compute/" element={<ComputedAttributesPage />} />
      <Route path="/clients/" element={<ClientsPage />} />
      <Route path="/dashboard/" element={<DashboardPage />} />
      <Route path="/pimento-object/" element={<ObjectsPage />} />
      <Route path="/mobile/products/" element={<MobileProductsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
