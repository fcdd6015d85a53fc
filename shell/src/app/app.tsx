import { BrowserRouter } from 'react-router-dom';
import { BaseProviders } from '@pimento/shared-kit/ui/base-providers';
import { AppRoutes } from './app-routes';

/** The shell's root: antd's providers come with the parts that use antd (`AntdProviders`), not at start. */
export function App() {
  return (
    <BaseProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </BaseProviders>
  );
}
