import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@pimento/shared-kit/client/api-error';

/** The one QueryClient of the page (shared by the shell and every remote). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
  },
});
