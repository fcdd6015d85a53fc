import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@pimento/shared-kit/ui/app-providers';
import { AppRoutes } from './app-routes';

/** The shell's root. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
