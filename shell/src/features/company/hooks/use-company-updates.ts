import { useEffect } from 'react';
import { bus } from '@pimento/shared-kit/bus/bus';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { remoteKeys } from '../../remotes/api/query-keys';
import { companyStoreDataQuery } from '../api/get-company-store-data';

/**
 * `company_updated` on /ws/ (spec §7): refetch the company store data (feature activations,
 * settings) and the remotes the company may load, so that sidebar entries and routes follow a
 * superuser's switch without a reload — a remote switched on since the page loaded (the
 * assistant, with AI) included.
 */
export function useCompanyUpdates(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return;
    const subscription = bus.on('ws').subscribe(({ message }) => {
      if (message.type !== 'company_updated') return;
      void queryClient.invalidateQueries({ queryKey: companyStoreDataQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: remoteKeys.enabled(true) });
    });
    return () => subscription.unsubscribe();
  }, [loggedIn]);
}
