import { act, renderHook, waitFor } from '@testing-library/react';
import { hasUnsavedChanges, installLeaveGuard, leaveAfterAsking, leaveWithoutAsking, useFormUnsavedChanges, useUnsavedChanges } from '@pimento/shared-kit/remote/unsaved-changes';

describe('leaving a page with unsaved changes', () => {
  let answer: boolean;
  let asked: number;
  let uninstall: () => void;
  /** What a router listening to popstate hears (registered after the guard, as routers are). */
  let heard: string[];
  const hear = () => heard.push(window.location.pathname + window.location.search);

  beforeEach(() => {
    window.history.replaceState(null, '', '/products/?product=7');
    answer = false;
    asked = 0;
    heard = [];
    uninstall = installLeaveGuard(async () => {
      asked += 1;
      return answer;
    });
    window.addEventListener('popstate', hear);
  });
  afterEach(() => {
    window.removeEventListener('popstate', hear);
    uninstall();
  });

  const dirtyScreen = () => renderHook(({ dirty }) => useUnsavedChanges(dirty), { initialProps: { dirty: true } });
  const where = () => window.location.pathname + window.location.search;

  it('lets every navigation through while nothing is unsaved', () => {
    window.history.pushState({ idx: 1 }, '', '/category/');
    expect(where()).toBe('/category/');
    expect(asked).toBe(0);
  });

  it('asks before a link or navigate() leaves, and stays when the user stays', async () => {
    dirtyScreen();
    expect(hasUnsavedChanges()).toBe(true);
    window.history.pushState({ idx: 1 }, '', '/category/');
    expect(where()).toBe('/products/?product=7');
    await waitFor(() => expect(asked).toBe(1));
    expect(where()).toBe('/products/?product=7');
    expect(heard).toEqual([]);
  });

  it('goes, and tells the routers, when the user leaves', async () => {
    dirtyScreen();
    answer = true;
    window.history.pushState({ idx: 1 }, '', '/products/');
    await waitFor(() => expect(where()).toBe('/products/'));
    expect(heard).toEqual(['/products/']);
    expect(window.history.state).toEqual({ idx: 1 });
  });

  it('asks before a redirect that replaces the address too', async () => {
    dirtyScreen();
    window.history.replaceState(null, '', '/category/');
    await waitFor(() => expect(asked).toBe(1));
    expect(where()).toBe('/products/?product=7');
  });

  it('asks once however many times the user clicks meanwhile', async () => {
    dirtyScreen();
    window.history.pushState(null, '', '/category/');
    window.history.pushState(null, '', '/price/');
    await waitFor(() => expect(asked).toBe(1));
  });

  it('never asks for a jump within the page, nor once the screen is clean or gone', () => {
    const screen = dirtyScreen();
    window.history.pushState(null, '', '/products/?product=7#history');
    expect(asked).toBe(0);
    screen.rerender({ dirty: false });
    window.history.pushState(null, '', '/category/');
    expect(where()).toBe('/category/');
    const other = dirtyScreen();
    other.unmount();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('lets a screen leave on purpose without asking', () => {
    dirtyScreen();
    leaveWithoutAsking(() => window.history.pushState(null, '', '/products/'));
    expect(where()).toBe('/products/');
    expect(asked).toBe(0);
  });

  it('asks first for an action that leaves and closes what holds the changes, and does nothing if the user stays', async () => {
    dirtyScreen();
    let closed = 0;
    const leave = () => {
      closed += 1;
      window.history.pushState(null, '', '/attributes/?tab=lists');
    };
    await leaveAfterAsking(leave);
    expect([asked, closed, where()]).toEqual([1, 0, '/products/?product=7']);
    answer = true;
    await leaveAfterAsking(leave);
    expect([asked, closed, where()]).toEqual([2, 1, '/attributes/?tab=lists']);
  });

  it('puts the page back when the browser’s back button would leave it, then goes if the user leaves', async () => {
    window.history.pushState({ idx: 1 }, '', '/products/?product=8');
    dirtyScreen();
    heard = [];
    act(() => window.history.back());
    await waitFor(() => expect(asked).toBe(1));
    expect(where()).toBe('/products/?product=8');
    expect(heard).toEqual([]);

    answer = true;
    act(() => window.history.back());
    await waitFor(() => expect(where()).toBe('/products/?product=7'));
    expect(heard).toEqual(['/products/?product=7']);
  });

  it('has the browser ask before a reload or closing the tab', () => {
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    dirtyScreen();
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('counts a dialog’s form from its first change until its submit starts or it closes', () => {
    const form = renderHook(({ open }) => useFormUnsavedChanges(open), { initialProps: { open: true } });
    expect(hasUnsavedChanges()).toBe(false);
    act(() => form.result.current.markChanged());
    expect(hasUnsavedChanges()).toBe(true);
    // The submit may open what it saved at once (a new item's page): no question then.
    form.result.current.markSaved();
    window.history.pushState(null, '', '/products/?product=8');
    expect([asked, where()]).toEqual([0, '/products/?product=8']);
    // A refused save: unsaved again, until the dialog closes.
    act(() => form.result.current.markChanged());
    expect(hasUnsavedChanges()).toBe(true);
    form.rerender({ open: false });
    expect(hasUnsavedChanges()).toBe(false);
    act(() => form.result.current.markChanged());
    expect(hasUnsavedChanges()).toBe(false);
  });
});
