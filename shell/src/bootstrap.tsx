// First: zod must be told not to probe eval before any module parses a contract (CSP).
import '@pimento/shared-kit/contracts/browser-schemas';
import { createRoot } from 'react-dom/client';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { App } from './app/app';
import { guardUnsavedChanges } from './features/routing/leave-guard';

guardUnsavedChanges();
document.documentElement.lang = i18n.language;

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
