import { createWsConnection, reconnectDelayMs } from './ws-connection';

class FakeSocket {
  static instances: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event?: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.();
  }
}

describe('real-time connection (spec §4: reconnect after 1 s)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeSocket.instances = [];
  });
  afterEach(() => jest.useRealTimers());

  const start = (loggedIn: () => boolean, onMessage = jest.fn()) =>
    createWsConnection({ url: 'ws://x/ws/', isLoggedIn: loggedIn, onMessage, createSocket: (url) => new FakeSocket(url) as unknown as WebSocket });

  it('subscribes to global on open and forwards parsed messages, ignoring unknown ones', () => {
    const onMessage = jest.fn();
    jest.spyOn(console, 'debug').mockImplementation(() => undefined);
    start(() => true, onMessage);
    const socket = FakeSocket.instances[0]!;
    socket.onopen?.();
    expect(socket.sent).toEqual([JSON.stringify({ type: 'code', code: 'global' })]);
    socket.onmessage?.({ data: JSON.stringify({ type: 'ack_code', code: 'global' }) });
    socket.onmessage?.({ data: JSON.stringify({ type: 'something_new' }) });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith({ type: 'ack_code', code: 'global' });
  });

  it('reconnects 1 s after a drop while signed in', () => {
    start(() => true);
    FakeSocket.instances[0]!.onclose?.();
    jest.advanceTimersByTime(reconnectDelayMs - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(reconnectDelayMs).toBe(1000);
  });

  it('does not reconnect once signed out or stopped', () => {
    let loggedIn = true;
    const connection = start(() => loggedIn);
    loggedIn = false;
    FakeSocket.instances[0]!.onclose?.();
    jest.advanceTimersByTime(5000);
    expect(FakeSocket.instances).toHaveLength(1);
    loggedIn = true;
    const second = start(() => loggedIn);
    second.stop();
    jest.advanceTimersByTime(5000);
    expect(FakeSocket.instances).toHaveLength(2);
    connection.stop();
  });

  it('checks the session before reconnecting when the server closed the socket for it (4001, 4003)', async () => {
    let checked: () => void = () => undefined;
    const onSessionClosed = jest.fn(() => new Promise<void>((resolve) => (checked = resolve)));
    let loggedIn = true;
    createWsConnection({
      url: 'ws://x/ws/',
      isLoggedIn: () => loggedIn,
      onMessage: jest.fn(),
      onSessionClosed,
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    });
    FakeSocket.instances[0]!.onclose?.({ code: 4003 });
    expect(onSessionClosed).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(FakeSocket.instances).toHaveLength(1);
    checked();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(reconnectDelayMs);
    expect(FakeSocket.instances).toHaveLength(2);

    // the check logged the user out: no reconnection
    FakeSocket.instances[1]!.onclose?.({ code: 4001 });
    loggedIn = false;
    checked();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(5000);
    expect(FakeSocket.instances).toHaveLength(2);

    // an ordinary drop reconnects without a check
    loggedIn = true;
    FakeSocket.instances[1]!.onclose?.({ code: 1006 });
    jest.advanceTimersByTime(reconnectDelayMs);
    expect(FakeSocket.instances).toHaveLength(3);
    expect(onSessionClosed).toHaveBeenCalledTimes(2);
  });
});
