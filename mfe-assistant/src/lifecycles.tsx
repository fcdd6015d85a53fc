import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { AssistantApp } from './app';

/** `./app`: single-spa-react lifecycles of the assistant remote, mounted by the shell as a parcel. */
export const lifecycles = createRemoteLifecycles(AssistantApp, 'assistant');
export const { bootstrap, mount, unmount, update } = lifecycles;
