import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import './app/provided-shared-kit';
import { App } from './app/app';

// single-spa keeps the shell's and the remotes' routers on one URL (it re-emits history changes).
start({ urlRerouteOnly: true });
document.documentElement.lang = i18n.language;

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
