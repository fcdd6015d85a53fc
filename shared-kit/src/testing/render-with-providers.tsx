import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@pimento/shared-kit/bus/bus';
import { AppProviders } from '@pimento/shared-kit/ui/app-providers';
import { RemotePropsContext } from '@pimento/shared-kit/remote/use-remote-props';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';

export type RenderOptions = { route?: string; remoteProps?: Partial<RemoteProps> };

/** Renders inside every provider a remote has when mounted by the shell (tests only). */
export function renderWithProviders(ui: ReactElement, { route = '/', remoteProps = {} }: RenderOptions = {}): RenderResult {
  const props: RemoteProps = { session: null, flags: {}, bus, navigate: () => undefined, language: 'en', ...remoteProps };
  return render(
    <RemotePropsContext.Provider value={props}>
      <AppProviders>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </AppProviders>
    </RemotePropsContext.Provider>,
  );
}
