import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus } from '@pimento/shared-kit/bus/bus';
import { leaveWithoutAsking } from '@pimento/shared-kit/remote/unsaved-changes';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { loginRedirect } from '../../routing/resolve-route';
import { useSessionStore } from '../stores/session-store';

/** An expired session (spec §4): cookies are gone; clear cached data and go to login with `next`. */
export function useSessionExpiry(mobile: boolean): void {
  const navigate = useNavigate();
  const sync = useSessionStore((state) => state.sync);
  useEffect(() => {
    const subscription = bus.on('session-expired').subscribe(({ next }) => {
      sync();
      queryClient.clear();
      // Already on a sign-in screen: stay there (keeps its own `next`).
      if (/^\/(mobile\/)?login\//.test(window.location.pathname)) return;
      // Nothing can be saved without a session: no question about unsaved changes.
      leaveWithoutAsking(() => navigate(loginRedirect(next, mobile), { replace: true }));
    });
    return () => subscription.unsubscribe();
  }, [navigate, sync, mobile]);
}
