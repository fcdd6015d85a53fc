import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { authApi } from '@pimento/shared-kit/contracts/auth';
import { ApiError } from '@pimento/shared-kit/client/api-error';

/** Spec §4 login outcomes. */
export type LoginOutcome = 'log-in-success' | 'invalid-credentials' | 'throttled' | 'sso-only' | 'server-error';

/** Spec §5: spaces in the username become underscores. */
export function normaliseUsername(username: string): string {
  return username.trim().replace(/ /g, '_');
}

/** Maps a login failure to its outcome: 401 is invalid credentials, anything else a server error. */
export function loginOutcomeOf(error: unknown): LoginOutcome {
  if (error instanceof ApiError && error.status === 401) return 'invalid-credentials';
  if (error instanceof ApiError && error.status === 429) return 'throttled';
  if (error instanceof ApiError && error.code === 'auth.sso_only') return 'sso-only';
  return 'server-error';
}

/** The outcome, and how long to wait when it is `throttled` (the answer's Retry-After). */
export type LoginResult = { outcome: LoginOutcome; retryAfterSeconds: number | null };

export async function login(username: string, password: string): Promise<LoginResult> {
  try {
    await apiClient.call(authApi.login, { body: { username: normaliseUsername(username), password }, anonymous: true });
    return { outcome: 'log-in-success', retryAfterSeconds: null };
  } catch (error) {
    return { outcome: loginOutcomeOf(error), retryAfterSeconds: error instanceof ApiError ? error.retryAfterSeconds : null };
  }
}

export function useLogin() {
  return useMutation({ mutationFn: ({ username, password }: { username: string; password: string }) => login(username, password) });
}
