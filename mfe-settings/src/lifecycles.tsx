import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { SettingsApp } from './app';

/** Set by the build (webpack DefinePlugin): which build of the remote this is. */
declare const __REMOTE_BUILD__: string;

/** `./app`: single-spa-react lifecycles of the settings remote, mounted by the shell as a parcel. */
export const lifecycles = createRemoteLifecycles(SettingsApp, 'settings', __REMOTE_BUILD__);
export const { bootstrap, mount, unmount, update } = lifecycles;
