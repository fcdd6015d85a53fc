import type { Bus } from '@pimento/shared-kit/bus/bus';
import type { Language } from '@pimento/shared-kit/i18n/i18n';

/** The signed-in user as the remotes see it. */
export type SessionInfo = {
  username: string;
  firstName: string;
  lastName: string;
  isSuperuser: boolean;
  isAdministrator: boolean;
  isConsultant: boolean;
};

/** The company's feature activations (company store data, spec §3), e.g. `pdf_activated`. */
export type CompanyFlags = Readonly<Record<string, unknown>>;

/** What the shell hands to every remote it mounts (ARCHITECTURE §2). */
export type RemoteProps = {
  session: SessionInfo | null;
  flags: CompanyFlags;
  bus: Bus;
  /** Navigates the one URL of the page (the shell's router). */
  navigate: (to: string) => void;
  language: Language;
};

/** True when a company feature flag is on. */
export function isFeatureOn(flags: CompanyFlags, flag: string): boolean {
  return flags[flag] === true;
}
