import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { AssetsApp } from './app';

/** `./app`: single-spa-react lifecycles of the assets remote, mounted by the shell as a parcel. */
export const lifecycles = createRemoteLifecycles(AssetsApp, 'assets');
export const { bootstrap, mount, unmount, update } = lifecycles;
