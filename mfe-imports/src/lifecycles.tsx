import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { ImportsApp } from './app';

/** `./app`: single-spa-react lifecycles of the imports remote, mounted by the shell as a parcel. */
export const lifecycles = createRemoteLifecycles(ImportsApp, 'imports');
export const { bootstrap, mount, unmount, update } = lifecycles;
