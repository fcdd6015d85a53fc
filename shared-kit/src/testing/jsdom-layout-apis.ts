// jsdom lacks the layout APIs antd's Table, Tree, Select and Popover use (tests only: a jest setup file of the web projects).
export {};
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;
}

// rc-table measures the scroll bar through `::-webkit-scrollbar`; jsdom implements no pseudo-element
// and logs an error for each such call: the element's own style answers instead.
if (typeof window !== 'undefined') {
  const elementStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => elementStyle(element);
}
