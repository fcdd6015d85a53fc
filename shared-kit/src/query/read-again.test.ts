import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { readAgain } from '@pimento/shared-kit/query/read-again';

describe('reading a query again after an announced change', () => {
  /** A server whose answers the test releases one by one; each read says what it was at its start. */
  function server(client: QueryClient) {
    let state = 'running';
    const pending: Array<() => void> = [];
    const observer = new QueryObserver(client, {
      queryKey: ['run'],
      queryFn: () => {
        const seen = state;
        return new Promise<string>((resolve) => pending.push(() => resolve(seen)));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    return {
      change: (next: string) => (state = next),
      answerAll: () => pending.splice(0).forEach((answer) => answer()),
      unsubscribe,
    };
  }

  it('does not keep the answer of a first read that left before the change', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const run = server(client);
    // The first read is on its way when the job ends and says so.
    run.change('finished');
    const reading = readAgain(client, { queryKey: ['run'] });
    // The first read's answer comes back after the announcement, then the second read's.
    run.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    run.answerAll();
    await reading;
    expect(client.getQueryData(['run'])).toBe('finished');
    run.unsubscribe();
  });

  it('is needed: a plain invalidation joins that first read and keeps its old answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const run = server(client);
    run.change('finished');
    const invalidating = client.invalidateQueries({ queryKey: ['run'] });
    run.answerAll();
    await invalidating;
    expect(client.getQueryData(['run'])).toBe('running');
    run.unsubscribe();
  });
});
