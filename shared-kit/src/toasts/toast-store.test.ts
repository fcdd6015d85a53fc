import { defaultToastDuration, maxVisibleToasts, useToastStore, visibleToasts } from '@pimento/shared-kit/toasts/toast-store';
import { toast } from '@pimento/shared-kit/toasts/toast';

describe('toast queue (spec §3, §8, §9)', () => {
  beforeEach(() => useToastStore.getState().clear());

  it('queues toasts of the four types with a 3 s default and custom durations', () => {
    toast.success('Saved');
    toast.error('Failed', 'Details');
    toast.info('Info', undefined, { duration: 10_000 });
    toast.warning('Careful', undefined, { duration: 0 });
    const toasts = useToastStore.getState().toasts;
    expect(toasts.map((item) => [item.type, item.duration, item.custom])).toEqual([
      ['success', defaultToastDuration, false],
      ['error', 3000, false],
      ['info', 10_000, true],
      ['warning', 0, true],
    ]);
    expect(toasts[1]?.message).toBe('Details');
    expect(new Set(toasts.map((item) => item.id)).size).toBe(4);
  });

  it('shows the oldest ones first and lets the rest wait', () => {
    for (let index = 0; index < maxVisibleToasts + 2; index += 1) toast.info(`T${index}`);
    const all = useToastStore.getState().toasts;
    expect(visibleToasts(all).map((item) => item.title)).toEqual(all.slice(0, maxVisibleToasts).map((item) => item.title));
    useToastStore.getState().dismiss(all[0]!.id);
    expect(visibleToasts(useToastStore.getState().toasts)[maxVisibleToasts - 1]?.title).toBe(`T${maxVisibleToasts}`);
  });
});
