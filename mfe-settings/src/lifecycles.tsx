import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { SettingsApp } from './app';

/** `./app`: single-spa-react lifecycles of the settings remote, mounted by the shell as a parcel. */
export const lifecycles = createRemoteLifecycles(SettingsApp, 'settings');
export const { bootstrap, mount, unmount, update } = lifecycles;
