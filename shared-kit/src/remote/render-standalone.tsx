import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { bus } from '@pimento/shared-kit/bus/bus';
import { i18n, toLanguage } from '@pimento/shared-kit/i18n/i18n';
import type { CompanyFlags, RemoteProps } from '@pimento/shared-kit/remote/remote-props';

/** Every feature on: a standalone remote shows all its screens. */
const allFeaturesOn: CompanyFlags = new Proxy({}, { get: () => true });

/**
 * Development harness: mounts a remote's lifecycles as a root parcel on its own page, with the
 * props the shell would give. Sign in through the shell once (same origin proxy) for API calls.
 */
export function renderStandalone(lifecycles: ParcelConfig<RemoteProps>, container: HTMLElement): void {
  const props: RemoteProps = {
    session: null,
    flags: allFeaturesOn,
    bus,
    navigate: (to) => {
      window.history.pushState(null, '', to);
    },
    language: toLanguage(i18n.language),
  };
  mountRootParcel(lifecycles as ParcelConfig, { domElement: container, ...props });
}
