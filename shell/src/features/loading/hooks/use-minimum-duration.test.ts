import { act, renderHook } from '@testing-library/react';
import { useMinimumDuration } from './use-minimum-duration';

describe('global loader minimum display (spec §4: 2 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays at least 2 s even when everything is ready at once', () => {
    const { result } = renderHook(() => useMinimumDuration(true));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1999));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('stays until the data is ready when that takes longer', () => {
    const { result, rerender } = renderHook(({ ready }) => useMinimumDuration(ready), { initialProps: { ready: false } });
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(true);
    rerender({ ready: true });
    expect(result.current).toBe(false);
  });
});
