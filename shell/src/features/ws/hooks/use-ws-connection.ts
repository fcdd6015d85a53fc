import { useEffect } from 'react';
import { bus } from '@pimento/shared-kit/bus/bus';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { isLoggedIn } from '@pimento/shared-kit/session/session';
import { createWsConnection, wsUrlFor } from '../ws-connection';

/** The one WebSocket of the page while signed in; messages reach the panels through the bus. */
export function useWsConnection(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return;
    const connection = createWsConnection({
      url: wsUrlFor(window.location),
      isLoggedIn: () => isLoggedIn(),
      onMessage: (message) => bus.emit({ type: 'ws', message }),
      onStatus: (connected) => bus.emit({ type: 'ws-status', connected }),
      // a refused refresh logs the user out (login page with next), a granted one reconnects
      onSessionClosed: () => apiClient.revalidateSession(),
    });
    return () => connection.stop();
  }, [loggedIn]);
}
