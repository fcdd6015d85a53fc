import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { ExportsApp } from './app';

/** `./app`: single-spa-react lifecycles of the exports remote, mounted by the shell as a parcel. */
export const lifecycles = createRemoteLifecycles(ExportsApp, 'exports');
export const { bootstrap, mount, unmount, update } = lifecycles;
