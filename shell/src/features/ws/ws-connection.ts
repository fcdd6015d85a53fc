import { parseServerMessage, type WsServerMessage } from '@pimento/shared-kit/contracts/ws';

/** Spec §4/§9: the real-time connection reconnects 1000 ms after a drop while signed in. */
export const reconnectDelayMs = 1000;

export type WsConnectionOptions = {
  url: string;
  isLoggedIn: () => boolean;
  onMessage: (message: WsServerMessage) => void;
  onStatus?: (connected: boolean) => void;
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
    socket.onclose = () => {
      onStatus?.(false);
      socket = null;
      if (!stopped && isLoggedIn()) timer = setTimer(connect, reconnectDelayMs);
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
