import { Route, Routes } from 'react-router-dom';
// The remote's strings, registered before any screen renders.
import './i18n/strings';
import { UserPage } from './features/pages/components/user-page';
import { CompanyPage } from './features/pages/components/company-page';
import { RightsPage } from './features/pages/components/rights-page';
import { ConnectorsPage } from './features/pages/components/connectors-page';
import { HelpPage } from './features/pages/components/help-page';
import { HelpArticlePage } from './features/pages/components/help-article-page';
import { NotFoundPage } from './features/pages/components/not-found-page';

/** The settings remote's screens, on the one URL of the page. */
export function SettingsApp() {
  return (
    <Routes>
      <Route path="/settings/user/" element={<UserPage />} />
      <Route path="/settings/company/" element={<CompanyPage />} />
      <Route path="/settings/rights/" element={<RightsPage />} />
      <Route path="/settings/connectors/" element={<ConnectorsPage />} />
      <Route path="/help/" element={<HelpPage />} />
      <Route path="/help/:id" element={<HelpArticlePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
