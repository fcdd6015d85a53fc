import { renderStandalone } from '@pimento/shared-kit/remote/render-standalone';
import { lifecycles } from './lifecycles';

const container = document.getElementById('root');
if (container) renderStandalone(lifecycles, container);
