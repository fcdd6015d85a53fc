import { parseServerMessage, type WsServerMessage } from '@pimento/shared-kit/contracts/ws';

/** Spec §4/§9: the real-time connection reconnects 1000 ms after a drop while signed in. */
export const reconnectDelayMs = 1000;
/** Close codes of `/ws/`: 4001 the access token expired, 4003 the session ended (logout elsewhere, password reset or change). */
export const sessionClosedCodes: readonly number[] = [4001, 4003];

export type WsConnectionOptions = {
  url: string;
  isLoggedIn: () => boolean;
  onMessage: (message: WsServerMessage) => void;
  onStatus?: (connected: boolean) => void;
  /**
   * The server closed the socket because of the session (4001, 4003): check it (refresh, or log
   * out when it ended) before reconnecting.
   */
  onSessionClosed?: () => Promise<void>;
  createSocket?: (url: string) => WebSocket;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

/** Opens `/ws/`, subscribes to `global`, forwards parsed messages, reconnects after drops. */
export function createWsConnection({
  url,
  isLoggedIn,
  onMessage,
  onStatus,
  onSessionClosed,
  createSocket = (target) => new WebSocket(target),
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: WsConnectionOptions): { stop: () => void } {
  let stopped = false;
  let socket: WebSocket | null = null;
  let timer: unknown = null;

  const connect = () => {
    timer = null;
    if (stopped || !isLoggedIn()) return;
    socket = createSocket(url);
    socket.onopen = () => {
      socket?.send(JSON.stringify({ type: 'code', code: 'global' }));
      onStatus?.(true);
    };
    socket.onmessage = (event: MessageEvent) => {
      const parsed = parseServerMessage(event.data);
      if (parsed.ok) onMessage(parsed.message);
      else console.debug('[ws] ignored message', parsed.reason, parsed.type);
    };
    socket.onclose = (event?: CloseEvent) => {
      onStatus?.(false);
      socket = null;
      const reconnect = () => {
        if (!stopped && isLoggedIn()) timer = setTimer(connect, reconnectDelayMs);
      };
      if (onSessionClosed && event && sessionClosedCodes.includes(event.code) && !stopped) {
        // after a logout isLoggedIn() is false and nothing reconnects; after a network failure it tries again
        onSessionClosed().then(reconnect, reconnect);
        return;
      }
      reconnect();
    };
  };

  connect();
  return {
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      socket?.close();
    },
  };
}

/** `ws://host/ws/` or `wss://host/ws/` for the current page. */
export function wsUrlFor(location: Location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/`;
}
