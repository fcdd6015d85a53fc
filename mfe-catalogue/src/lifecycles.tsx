import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { CatalogueApp } from './app';

/** Set by the build (webpack DefinePlugin): which build of the remote this is. */
declare const __REMOTE_BUILD__: string;

/**
 * `./app`: single-spa-react lifecycles of the catalogue remote, mounted by the shell as a parcel.
 * antd's providers are scoped: the product listing (the suite's first page) renders no antd, and
 * every part that does is inside `AntdScope`, fetched with it.
 */
export const lifecycles = createRemoteLifecycles(CatalogueApp, { name: 'catalogue', build: __REMOTE_BUILD__, antd: 'scoped' });
export const { bootstrap, mount, unmount, update } = lifecycles;
