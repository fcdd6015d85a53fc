import { renderHook } from '@testing-library/react';
import { bus } from '@pimento/shared-kit/bus/bus';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import { remoteKeys } from '../../remotes/api/query-keys';
import { companyStoreDataQuery } from '../api/get-company-store-data';
import { useCompanyUpdates } from './use-company-updates';

describe('company_updated', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the store data and the enabled remotes again: a feature switched on by a superuser shows without a reload', () => {
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    const hook = renderHook(() => useCompanyUpdates(true));
    bus.emit({ type: 'ws', message: { type: 'company_updated', fields: ['ai_features_activated'] } });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([companyStoreDataQuery().queryKey, remoteKeys.enabled(true)]);

    invalidate.mockClear();
    bus.emit({ type: 'ws', message: { type: 'user_updated' } });
    hook.unmount();
    bus.emit({ type: 'ws', message: { type: 'company_updated' } });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
