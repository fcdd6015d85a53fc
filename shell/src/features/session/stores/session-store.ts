import { create } from 'zustand';
import { isLoggedIn } from '@pimento/shared-kit/session/session';

type SessionState = {
  loggedIn: boolean;
  /** Re-reads the session cookies (after login, logout or expiry). */
  sync: () => void;
};

/** Whether the user is signed in, as the shell's screens see it. */
export const useSessionStore = create<SessionState>((set) => ({
  loggedIn: isLoggedIn(),
  sync: () => set({ loggedIn: isLoggedIn() }),
}));
