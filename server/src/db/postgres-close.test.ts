import { createTestDatabase } from '../../test/databases.ts';
import { realtimeBusFor } from '../realtime/bus.ts';

/** 'closed' when `close()` ends within `ms`, 'hung' when it is still waiting. */
async function closeWithin(close: () => Promise<void>, ms: number): Promise<'closed' | 'hung'> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), ms);
  });
  try {
    return await Promise.race([close().then(() => 'closed' as const), hung]);
  } finally {
    clearTimeout(timer);
  }
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('PostgreSQL driver: close() while LISTENs are open', () => {
  it('releases the listening connections (realtime bus and worker wake-up) first, so close() ends', async () => {
    const testDatabase = await createTestDatabase('postgres');
    const { database } = testDatabase;
    // what an API process holds: the realtime bus subscription and the worker wake-up channel
    const envelopes: unknown[] = [];
    await realtimeBusFor(database).subscribe((envelope) => envelopes.push(envelope));
    const wakes: string[] = [];
    await database.listen('pimento_jobs', (payload) => wakes.push(payload));
    await database.notify('pimento_jobs', 'wake');
    await until(() => wakes.length > 0);
    expect(wakes).toEqual(['wake']);

    expect(await closeWithin(() => database.close(), 5000)).toBe('closed');
    // closing again is harmless and a new LISTEN is refused
    expect(await closeWithin(() => database.close(), 1000)).toBe('closed');
    await expect(database.listen('pimento_late', () => {})).rejects.toThrow('database closed');
    await testDatabase.dispose();
  });

  it('lets a listener stop after the close without error, and still unlistens before it', async () => {
    const testDatabase = await createTestDatabase('postgres');
    const { database } = testDatabase;
    const received: string[] = [];
    const stop = await database.listen('pimento_stop_test', (payload) => received.push(payload));
    await stop();
    await database.notify('pimento_stop_test', 'after stop');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
    const stopLater = await database.listen('pimento_stop_test', () => {});
    expect(await closeWithin(() => database.close(), 5000)).toBe('closed');
    await expect(stopLater()).resolves.toBeUndefined();
    await testDatabase.dispose();
  });
});
