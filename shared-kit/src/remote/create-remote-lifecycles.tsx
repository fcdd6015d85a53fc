import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { AppProviders } from '@pimento/shared-kit/ui/app-providers';
import { RemoteErrorFallback } from '@pimento/shared-kit/ui/remote-error-fallback';
import { RemoteErrorBoundary } from '@pimento/shared-kit/remote/remote-error-boundary';
import { RemotePropsContext } from '@pimento/shared-kit/remote/use-remote-props';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';

type MountedProps = RemoteProps & AppProps;

/**
 * Wraps a remote's root component as single-spa-react lifecycles (bootstrap, mount, unmount,
 * update): shared providers, its own router on the one URL, its own error boundary.
 */
export function createRemoteLifecycles(App: ComponentType, name: string, build = 'dev') {
  function RemoteRoot(props: MountedProps) {
    const { session, flags, bus, navigate, language } = props;
    return (
      <RemotePropsContext.Provider value={{ session, flags, bus, navigate, language }}>
        <AppProviders>
          <BrowserRouter>
            <RemoteErrorBoundary name={name}>
              <div className="pimento-remote-root" data-remote={name} data-remote-build={build}>
                <App />
              </div>
            </RemoteErrorBoundary>
          </BrowserRouter>
        </AppProviders>
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
