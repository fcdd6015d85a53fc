import { Route, Routes } from 'react-router-dom';
// The remote's strings, registered before any screen renders.
import './i18n/strings';
import { GalleryScreen } from './features/gallery/components/gallery-screen';
import { AssetCategoriesScreen } from './features/categories/components/asset-categories-screen';
import { NotFoundPage } from './features/pages/components/not-found-page';

/** The assets remote's screens, on the one URL of the page. */
export function AssetsApp() {
  return (
    <Routes>
      <Route path="/asset/" element={<GalleryScreen />} />
      <Route path="/asset/categories/" element={<AssetCategoriesScreen />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
