import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ParcelConfig } from 'single-spa';
import { bus } from '@pimento/shared-kit/bus/bus';
import { BaseProviders } from '@pimento/shared-kit/ui/base-providers';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';
import { loadRemoteLifecycles, resetRemote } from '../federation';
import { RemoteSlot } from './remote-slot';

jest.mock('../federation', () => ({ loadRemoteLifecycles: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteLifecycles as jest.MockedFunction<typeof loadRemoteLifecycles>;

const remoteProps: RemoteProps = { session: null, flags: {}, bus, navigate: () => undefined, language: 'en' };

/** A minimal parcel that writes what it was mounted with. */
const parcel = (): ParcelConfig => ({
  bootstrap: async () => undefined,
  mount: async (props) => {
    const { domElement, language } = props as unknown as { domElement: HTMLElement; language: string };
    domElement.textContent = `mounted catalogue in ${language}`;
  },
  unmount: async (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.textContent = '';
  },
});

describe('RemoteSlot', () => {
  beforeAll(() => {
    Object.defineProperty(window, 'matchMedia', {
      value: () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined }),
    });
  });

  it('shows a fallback with retry when the remote cannot load, then mounts it as a parcel on retry', async () => {
    load.mockRejectedValueOnce(new Error('manifest unreachable')).mockResolvedValueOnce(parcel());
    render(
      <BaseProviders>
        <RemoteSlot name="catalogue" remoteProps={remoteProps} />
      </BaseProviders>,
    );
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('This area could not be loaded');
    await userEvent.click(screen.getByTestId('remote-retry'));
    expect(resetRemote).toHaveBeenCalledWith('catalogue');
    await waitFor(() => expect(screen.getByText('mounted catalogue in en')).toBeInTheDocument());
    expect(load).toHaveBeenLastCalledWith('catalogue', 'app');
  });
});
