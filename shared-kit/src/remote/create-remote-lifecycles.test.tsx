// jsdom lacks the encoders React Router needs (before the modules that load it).
import '../testing/jest-polyfills.ts';
import { screen, waitFor } from '@testing-library/react';
import { bus } from '@pimento/shared-kit/bus/bus';
import { App } from '@pimento/shared-kit/ui/antd-core';
import { createRemoteLifecycles } from '@pimento/shared-kit/remote/create-remote-lifecycles';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';

/** Renders whether antd's `App` context is there (a real one has `message.open`) and the remote props it got. */
function Probe() {
  const { message } = App.useApp();
  const { language } = useRemoteProps();
  return <p data-testid="probe">{`${typeof message?.open === 'function' ? 'antd' : 'no-antd'} ${language}`}</p>;
}

const props: RemoteProps = { session: null, flags: {}, bus, navigate: () => undefined, language: 'fr' };

async function mountLifecycles(lifecycles: ReturnType<typeof createRemoteLifecycles>) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const mounted = { ...props, name: 'probe', domElement, singleSpa: {} as never, mountParcel: (() => undefined) as never };
  // single-spa-react resolves `mount` once React has rendered: not inside `act`, which would hold
  // the render back until the callback returns.
  await lifecycles.bootstrap(mounted);
  await lifecycles.mount(mounted);
  return async () => {
    await lifecycles.unmount(mounted);
    domElement.remove();
  };
}

describe('createRemoteLifecycles: the one way to make a remote', () => {
  it("with antd: 'root', renders the remote inside antd's providers, its root marked with its name and build", async () => {
    const unmount = await mountLifecycles(createRemoteLifecycles(Probe, { name: 'probe', build: 'probe@1', antd: 'root' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('antd fr'));
    const root = screen.getByTestId('probe').closest('.pimento-remote-root');
    expect(root).toHaveAttribute('data-remote', 'probe');
    expect(root).toHaveAttribute('data-remote-build', 'probe@1');
    await unmount();
  });

  it("with antd: 'scoped', renders the remote without antd's providers", async () => {
    const unmount = await mountLifecycles(createRemoteLifecycles(Probe, { name: 'probe', antd: 'scoped' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('no-antd fr'));
    await unmount();
  });

  it('still serves a remote published with the former (App, name, build) call, antd at its root', async () => {
    const legacy = createRemoteLifecycles as unknown as (app: typeof Probe, name: string, build: string) => ReturnType<typeof createRemoteLifecycles>;
    const unmount = await mountLifecycles(legacy(Probe, 'probe', 'probe@0'));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('antd fr'));
    expect(screen.getByTestId('probe').closest('.pimento-remote-root')).toHaveAttribute('data-remote-build', 'probe@0');
    await unmount();
  });
});
