import type { ComponentType, ReactNode } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { BaseProviders } from '@pimento/shared-kit/ui/base-providers';
import { RemoteErrorFallback } from '@pimento/shared-kit/ui/remote-error-fallback';
import { RemoteErrorBoundary } from '@pimento/shared-kit/remote/remote-error-boundary';
import { AntdScope } from '@pimento/shared-kit/remote/antd-scope';
import { RemotePropsContext } from '@pimento/shared-kit/remote/use-remote-props';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';

type MountedProps = RemoteProps & AppProps;

export type RemoteLifecyclesOptions = {
  /** The remote's name: its root's `data-remote`, its error reports' tag. */
  name: string;
  /** Which build this is (`__REMOTE_BUILD__`): its root's `data-remote-build`. */
  build?: string;
  /**
   * Where antd's providers (theme, locale, `App`) go, both fetched when first rendered:
   * - `'root'`: around the whole remote; every screen may render antd. The simplest choice.
   * - `'scoped'`: nowhere; the remote wraps each part that renders antd in `AntdScope`, so a page
   *   rendering none (the catalogue's product listing) loads no antd file.
   */
  antd: 'root' | 'scoped';
};

const passThrough = ({ children }: { children: ReactNode }) => children;

/**
 * A remote's `./app` (or any other exposed view): its root component as single-spa-react
 * lifecycles (bootstrap, mount, unmount, update) under the suite's providers, with its own router
 * on the one URL and its own error boundary. The only way a remote creates its lifecycles.
 */
export function createRemoteLifecycles(App: ComponentType, options: RemoteLifecyclesOptions, ...published: never[]) {
  // A remote published before this signature called `(App, name, build)` with antd's providers at
  // its root; the shell's instance of this module serves it too, so it keeps working unrebuilt.
  const { name, build = 'dev', antd } = typeof options === 'string' ? { name: options as string, build: published[0] as string | undefined, antd: 'root' as const } : options;
  const AntdProvidersOrNot = antd === 'root' ? AntdScope : passThrough;
  function RemoteRoot(props: MountedProps) {
    const { session, flags, bus, navigate, language } = props;
    return (
      <RemotePropsContext.Provider value={{ session, flags, bus, navigate, language }}>
        <BaseProviders>
          <AntdProvidersOrNot>
            <BrowserRouter>
              <RemoteErrorBoundary name={name} build={build}>
                <div className="pimento-remote-root" data-remote={name} data-remote-build={build}>
                  <App />
                </div>
              </RemoteErrorBoundary>
            </BrowserRouter>
          </AntdProvidersOrNot>
        </BaseProviders>
      </RemotePropsContext.Provider>
    );
  }
  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    // Last resort if the providers themselves fail: still a fallback in the remote's own slot.
    errorBoundary: (error) => <RemoteErrorFallback kind="crash" detail={error.message} onRetry={() => window.location.reload()} />,
  });
}
