import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { SettingsApp } from './app';

/** Set by the build (webpack DefinePlugin): which build of the remote this is. */
declare const __REMOTE_BUILD__: string;

/** `./app`: single-spa-react lifecycles of the settings remote, mounted by the shell as a parcel; antd's providers at its root. */
export const lifecycles = createRemoteLifecycles(SettingsApp, { name: 'settings', build: __REMOTE_BUILD__, antd: 'root' });
export const { bootstrap, mount, unmount, update } = lifecycles;
