import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { AiBarPanel } from './ai-bar-panel';
// The remote's strings: this view is mounted without the remote's app.
import '../../../i18n/strings';

/** Set by the build (webpack DefinePlugin): which build of the remote this is. */
declare const __REMOTE_BUILD__: string;

/** `./ai-bar`: the content of the shell's AI bar frame, as single-spa-react lifecycles. */
export const aiBarLifecycles = createRemoteLifecycles(AiBarPanel, { name: 'assistant-ai-bar', build: __REMOTE_BUILD__, antd: 'root' });
export const { bootstrap, mount, unmount, update } = aiBarLifecycles;
