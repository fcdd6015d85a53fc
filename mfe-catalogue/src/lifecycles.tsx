import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { CatalogueApp } from './app';

/** `./app`: single-spa-react lifecycles of the catalogue remote, mounted by the shell as a parcel. */
export const lifecycles = createRemoteLifecycles(CatalogueApp, 'catalogue');
export const { bootstrap, mount, unmount, update } = lifecycles;
