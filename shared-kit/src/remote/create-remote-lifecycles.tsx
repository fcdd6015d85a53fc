import type { ComponentType } from 'react';
import { AppProviders } from '@pimento/shared-kit/ui/app-providers';
import { createRemoteLifecyclesWith } from '@pimento/shared-kit/remote/create-remote-lifecycles-with';

/**
 * Wraps a remote's root component as single-spa-react lifecycles (bootstrap, mount, unmount,
 * update): shared providers (antd's included), its own router on the one URL, its own error boundary.
 */
export function createRemoteLifecycles(App: ComponentType, name: string, build = 'dev') {
  return createRemoteLifecyclesWith(AppProviders, App, name, build);
}
