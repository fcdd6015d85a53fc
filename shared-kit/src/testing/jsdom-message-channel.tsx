/**
 * Tests only: antd's form (and React's scheduler) post to a MessageChannel, which jsdom lacks; a
 * timer delivers the message the same way here. A jest setup file of the remotes whose forms are tested; imported first elsewhere.
 */
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerChannel {
    port1: { onmessage: ((event: unknown) => void) | null; close: () => void } = { onmessage: null, close: () => undefined };
    port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({})), close: () => undefined };
  }
  globalThis.MessageChannel = TimerChannel as unknown as typeof MessageChannel;
}
export {};
