import type { SessionInfo } from '@pimento/shared-kit/remote/remote-props';

/** An administrator or a superuser: who may change the company's definitions (spec §6); the server checks it again. */
export function isAdministrator(session: SessionInfo | null): boolean {
  return session?.isAdministrator === true || session?.isSuperuser === true;
}
