import { Route, Routes } from 'react-router-dom';
// The remote's strings, registered before any screen renders.
import './i18n/strings';
import { ListPage } from './features/pages/components/list-page';
import { ConfigPage } from './features/pages/components/config-page';
import { RunPage } from './features/runs/components/run-page';
import { NotFoundPage } from './features/pages/components/not-found-page';

/** The imports remote's screens, on the one URL of the page. */
export function ImportsApp() {
  return (
    <Routes>
      <Route path="/imports/" element={<ListPage />} />
      <Route path="/imports/:id" element={<ConfigPage />} />
      <Route path="/imports/:id/runs/:runId" element={<RunPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
