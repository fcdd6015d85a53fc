import { act, render, screen } from '@testing-library/react';
import { useToastStore } from '@pimento/shared-kit/toasts/toast-store';
import { toast } from '@pimento/shared-kit/toasts/toast';
import { ToastArea } from './toast-area';

describe('ToastArea', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToastStore.getState().clear();
  });
  afterEach(() => jest.useRealTimers());

  it('shows a toast for 3 s by default and for its custom duration otherwise', () => {
    render(<ToastArea />);
    act(() => {
      toast.success('Saved');
      toast.info('Long one', 'stays longer', { duration: 8000 });
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Long one')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('marks each toast with its type', () => {
    render(<ToastArea />);
    act(() => {
      toast.error('Broken');
      toast.warning('Careful');
    });
    expect(screen.getAllByTestId('toast').map((node) => node.getAttribute('data-type'))).toEqual(['error', 'warning']);
  });
});
