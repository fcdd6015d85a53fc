import type { ComponentType, ReactNode } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { RemoteErrorFallback } from '@pimento/shared-kit/ui/remote-error-fallback';
import { RemoteErrorBoundary } from '@pimento/shared-kit/remote/remote-error-boundary';
import { RemotePropsContext } from '@pimento/shared-kit/remote/use-remote-props';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';

type MountedProps = RemoteProps & AppProps;

/**
 * Wraps a remote's root component as single-spa-react lifecycles (bootstrap, mount, unmount,
 * update) under the given providers: its own router on the one URL, its own error boundary.
 * `createRemoteLifecycles` passes the antd providers; a remote whose first page renders no antd
 * (the catalogue: issue 3) passes `BaseProviders` and puts antd's providers around its antd parts.
 */
export function createRemoteLifecyclesWith(Providers: ComponentType<{ children: ReactNode }>, App: ComponentType, name: string, build = 'dev') {
  function RemoteRoot(props: MountedProps) {
    const { session, flags, bus, navigate, language } = props;
    return (
      <RemotePropsContext.Provider value={{ session, flags, bus, navigate, language }}>
        <Providers>
          <BrowserRouter>
            <RemoteErrorBoundary name={name} build={build}>
              <div className="pimento-remote-root" data-remote={name} data-remote-build={build}>
                <App />
              </div>
            </RemoteErrorBoundary>
          </BrowserRouter>
        </Providers>
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
