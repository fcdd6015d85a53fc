import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { AiBarPanel } from './ai-bar-panel';

/** `./ai-bar`: the content of the shell's AI bar frame, as single-spa-react lifecycles. */
export const aiBarLifecycles = createRemoteLifecycles(AiBarPanel, 'assistant-ai-bar');
export const { bootstrap, mount, unmount, update } = aiBarLifecycles;
