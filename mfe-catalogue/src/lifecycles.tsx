import { createRemoteLifecyclesWith } from '@pimento/shared-kit/remote/create-remote-lifecycles-with';
import { BaseProviders } from '@pimento/shared-kit/ui/base-providers';
import { CatalogueApp } from './app';

/** Set by the build (webpack DefinePlugin): which build of the remote this is. */
declare const __REMOTE_BUILD__: string;

/**
 * `./app`: single-spa-react lifecycles of the catalogue remote, mounted by the shell as a parcel.
 * Without antd's providers: the product listing (the suite's first page) renders no antd, and every
 * part that does is inside `AntdScope` (`lib/antd-scope.tsx`), fetched with it (issue 3).
 */
export const lifecycles = createRemoteLifecyclesWith(BaseProviders, CatalogueApp, 'catalogue', __REMOTE_BUILD__);
export const { bootstrap, mount, unmount, update } = lifecycles;
