import { useEffect } from 'react';
import { bus } from '@pimento/shared-kit/bus/bus';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { companyStoreDataQuery } from '../api/get-company-store-data';

/** `company_updated` on /ws/ (spec §7): refetch the company store data (feature activations, settings). */
export function useCompanyUpdates(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return;
    const subscription = bus.on('ws').subscribe(({ message }) => {
      if (message.type === 'company_updated') void queryClient.invalidateQueries({ queryKey: companyStoreDataQuery().queryKey });
    });
    return () => subscription.unsubscribe();
  }, [loggedIn]);
}
