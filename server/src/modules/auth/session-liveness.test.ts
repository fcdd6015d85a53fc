import type { Database } from '../../db/database.ts';
import { openSessionLiveness } from './session-liveness.ts';

/** A database whose sessions are a map, counting the reads, and whose notifications the test sends. */
function fakeDatabase(live: Map<string, boolean>) {
  const channel = { ended: (_sessionId: string) => {}, gap: () => {}, reads: 0, duringRead: () => {} };
  const database = {
    query: async (_sql: string, params: string[]) => {
      channel.reads += 1;
      channel.duringRead();
      return live.get(params[0]!) === true ? [{ '?column?': 1 }] : [];
    },
    watch: async (_channel: string, onMessage: (payload: string) => void, onGap: () => void) => {
      channel.ended = onMessage;
      channel.gap = onGap;
      return () => {};
    },
  } as unknown as Database;
  return { database, channel };
}

describe('session liveness', () => {
  it('reads a session once, then answers from memory until the database says it ended', async () => {
    const sessions = new Map([['s1', true]]);
    const { database, channel } = fakeDatabase(sessions);
    const liveness = await openSessionLiveness(database);
    for (let request = 0; request < 100; request += 1) expect(await liveness.isLive('s1')).toBe(true);
    expect(channel.reads).toBe(1);
    sessions.set('s1', false);
    channel.ended('s1');
    expect(await liveness.isLive('s1')).toBe(false);
    // An ended session is remembered too: a replayed token costs no query.
    expect(await liveness.isLive('s1')).toBe(false);
    expect(channel.reads).toBe(1);
  });

  it('does not keep a read that overlapped a notification, and reads again after a gap', async () => {
    const sessions = new Map([['s1', true]]);
    const { database, channel } = fakeDatabase(sessions);
    const liveness = await openSessionLiveness(database);
    channel.duringRead = () => {
      channel.duringRead = () => {};
      channel.ended('other');
    };
    expect(await liveness.isLive('s1')).toBe(true);
    expect(await liveness.isLive('s1')).toBe(true);
    expect(channel.reads).toBe(2);
    // Notifications may have been missed (every connection was lost): everything is read again.
    sessions.set('s1', false);
    channel.gap();
    expect(await liveness.isLive('s1')).toBe(false);
    expect(channel.reads).toBe(3);
  });
});
