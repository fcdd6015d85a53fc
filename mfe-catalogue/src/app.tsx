import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { registerCatalogueStrings } from './i18n/register-strings';
import { ProductsPage } from './features/pages/components/products-page';
import { NotFoundPage } from './features/pages/components/not-found-page';
import { AntdScope } from '@pimento/shared-kit/remote/antd-scope';

registerCatalogueStrings();

// `/products/` (the suite's first page) is in the remote's `app` file; every other screen is its own
// file, fetched the first time it is shown, so the products page does not load them (docs/catalogue-ui.md).
const CategoriesPage = lazy(() => import('./features/pages/components/categories-page').then((module) => ({ default: module.CategoriesPage })));
const PricesPage = lazy(() => import('./features/pages/components/prices-page').then((module) => ({ default: module.PricesPage })));
const AttributesPage = lazy(() => import('./features/pages/components/attributes-page').then((module) => ({ default: module.AttributesPage })));
const PriceAttributesPage = lazy(() => import('./features/pages/components/price-attributes-page').then((module) => ({ default: module.PriceAttributesPage })));
const ClientAttributesPage = lazy(() => import('./features/pages/components/client-attributes-page').then((module) => ({ default: module.ClientAttributesPage })));
const EtimFeaturePillPage = lazy(() => import('./features/pages/components/etim-feature-pill-page').then((module) => ({ default: module.EtimFeaturePillPage })));
const ComputedAttributesPage = lazy(() => import('./features/pages/components/computed-attributes-page').then((module) => ({ default: module.ComputedAttributesPage })));
const ClientsPage = lazy(() => import('./features/pages/components/clients-page').then((module) => ({ default: module.ClientsPage })));
const DashboardPage = lazy(() => import('./features/pages/components/dashboard-page').then((module) => ({ default: module.DashboardPage })));
const ObjectsPage = lazy(() => import('./features/pages/components/objects-page').then((module) => ({ default: module.ObjectsPage })));
const MobileProductsPage = lazy(() => import('./features/pages/components/mobile-products-page').then((module) => ({ default: module.MobileProductsPage })));

/** A lazy screen, under antd's providers (the listing alone renders without them): nothing while its files load. */
const later = (page: ReactNode) => (
  <AntdScope>
    <Suspense fallback={null}>{page}</Suspense>
  </AntdScope>
);

/** The catalogue remote's screens, on the one URL of the page. */
export function CatalogueApp() {
  return (
    <Routes>
      <Route path="/products/" element={<ProductsPage />} />
      <Route path="/category/" element={later(<CategoriesPage />)} />
      <Route path="/price/" element={later(<PricesPage />)} />
      <Route path="/attributes/" element={later(<AttributesPage />)} />
      <Route path="/attributes/price/" element={later(<PriceAttributesPage />)} />
      <Route path="/attributes/client/" element={later(<ClientAttributesPage />)} />
      <Route path="/attributes/etim-feature-pill/" element={later(<EtimFeaturePillPage />)} />
      <Route path="/attributes/compute/" element={later(<ComputedAttributesPage />)} />
      <Route path="/clients/" element={later(<ClientsPage />)} />
      <Route path="/dashboard/" element={later(<DashboardPage />)} />
      <Route path="/pimento-object/" element={later(<ObjectsPage />)} />
      <Route path="/mobile/products/" element={later(<MobileProductsPage />)} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
