/**
 * Unsaved changes are never lost without a word. A screen with a dirty form calls
 * `useUnsavedChanges(dirty)`; the shell installs `installLeaveGuard` once. Then every way out of the
 * page asks first: a link or `navigate()` of any router (the shell's and each remote's
 * BrowserRouter all go through `history.pushState`), the browser's back and forward buttons, and a
 * reload or closing the tab (the browser's own prompt).
 *
 * Why at the history level: each remote has its own router, and React Router's blockers need a data
 * router; the one thing every navigation of the page shares is `window.history`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

const dirtyScreens = new Set<symbol>();
/** True while a navigation the user confirmed (or that `leaveWithoutAsking` allows) goes through. */
let passing = false;
/** The question the installed guard asks; without a guard (a remote run alone) nothing is asked. */
let askToLeave: () => Promise<boolean> = async () => true;

export function hasUnsavedChanges(): boolean {
  return dirtyScreens.size > 0;
}

/** Marks the calling screen as holding unsaved changes while `dirty` is true. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const screen = Symbol('unsaved changes');
    dirtyScreens.add(screen);
    return () => void dirtyScreens.delete(screen);
  }, [dirty]);
}

/**
 * For a form in a drawer or dialog: unsaved from the user's first change (`markChanged`, its
 * `onValuesChange`: antd calls it for the user's changes only) until it closes, or until its submit
 * starts (`markSaved`, at once: the submit may open what it saved before the form re-renders; call
 * `markChanged` again if the save fails).
 */
export function useFormUnsavedChanges(open: boolean): { markChanged: () => void; markSaved: () => void } {
  const [screen] = useState(() => Symbol('unsaved form'));
  const isOpen = useRef(open);
  isOpen.current = open;
  useEffect(() => {
    dirtyScreens.delete(screen);
    return () => void dirtyScreens.delete(screen);
  }, [open, screen]);
  const markChanged = useCallback(() => void (isOpen.current && dirtyScreens.add(screen)), [screen]);
  const markSaved = useCallback(() => void dirtyScreens.delete(screen), [screen]);
  return { markChanged, markSaved };
}

/**
 * Runs `navigate` without asking: for a screen that leaves on purpose with its changes dealt with
 * (after deleting the item it edits, say) before its dirty flag has re-rendered away.
 */
export function leaveWithoutAsking(navigate: () => void): void {
  const before = passing;
  passing = true;
  try {
    navigate();
  } finally {
    passing = before;
  }
}

/**
 * For an action that leaves and also closes what holds the changes (a drawer's link to another
 * screen): asks first when something is unsaved, then runs `leave` without asking again.
 */
export async function leaveAfterAsking(leave: () => void): Promise<void> {
  if (hasUnsavedChanges() && !(await askToLeave())) return;
  leaveWithoutAsking(leave);
}

/** Where a navigation goes, compared without the fragment: a `#` jump stays on the page. */
const pageOf = (url: string | URL | null | undefined): string => {
  const target = new URL(url ?? window.location.href, window.location.href);
  return target.pathname + target.search;
};

/**
 * Installs the guard (the shell, once, before any router listens). `ask` shows the question and
 * resolves true to leave. Returns what uninstalls it (tests).
 */
export function installLeaveGuard(ask: () => Promise<boolean>): () => void {
  askToLeave = ask;
  const { history } = window;
  const pushState = history.pushState.bind(history);
  const replaceState = history.replaceState.bind(history);
  // The page the user is on, and its history state, to come back to when a back button is refused.
  let current = { href: window.location.href, state: history.state as unknown };
  let asking = false;

  /** Whether going to `url` from the page at `from` leaves unsaved changes behind. */
  const mustAsk = (url: string | URL | null | undefined, from = window.location.href) => !passing && hasUnsavedChanges() && pageOf(url) !== pageOf(from);

  /** Asks once; on "leave", moves with `go` and tells every router (they listen to popstate). */
  const askThenGo = (go: () => void) => {
    if (asking) return;
    asking = true;
    void ask().then(
      (leave) => {
        asking = false;
        if (!leave) return;
        leaveWithoutAsking(() => {
          go();
          current = { href: window.location.href, state: history.state as unknown };
          window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        });
      },
      () => (asking = false),
    );
  };

  /** `history.pushState` or `replaceState`, asking first when the move would leave unsaved changes. */
  const guarded =
    (write: typeof pushState) =>
    (state: unknown, unused: string, url?: string | URL | null): void => {
      if (!mustAsk(url)) {
        write(state, unused, url);
        current = { href: window.location.href, state };
        return;
      }
      // Refused for now: a router reads `window.location` back and stays where it is.
      askThenGo(() => write(state, unused, url));
    };

  // Back or forward: the browser has already moved. Put the page back before any router hears of it.
  const onPopState = (event: PopStateEvent) => {
    if (!mustAsk(window.location.href, current.href)) {
      current = { href: window.location.href, state: history.state as unknown };
      return;
    }
    event.stopImmediatePropagation();
    const destination = { href: window.location.href, state: history.state as unknown };
    pushState(current.state, '', current.href);
    askThenGo(() => pushState(destination.state, '', destination.href));
  };

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!hasUnsavedChanges()) return;
    event.preventDefault();
    // Chromium still wants returnValue set to show its prompt.
    event.returnValue = '';
  };

  history.pushState = guarded(pushState);
  history.replaceState = guarded(replaceState);
  window.addEventListener('popstate', onPopState, true);
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    askToLeave = async () => true;
    history.pushState = pushState;
    history.replaceState = replaceState;
    window.removeEventListener('popstate', onPopState, true);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
