import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AppProviders } from '@pimento/shared-kit/ui/app-providers';
import { RemoteErrorBoundary } from '@pimento/shared-kit/remote/remote-error-boundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('render failed');
  return <p>recovered</p>;
}

describe('RemoteErrorBoundary', () => {
  beforeAll(() => {
    Object.defineProperty(window, 'matchMedia', {
      value: () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined }),
    });
  });

  it('keeps a crash inside the remote slot and retries on demand', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders>
        <p>shell still here</p>
        <RemoteErrorBoundary name="imports">
          <Fragile />
        </RemoteErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByTestId('remote-fallback')).toHaveTextContent('This area ran into a problem');
    expect(screen.getByText('shell still here')).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByTestId('remote-retry'));
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });
});
