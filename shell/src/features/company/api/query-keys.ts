import { shellQueryKeys } from '@pimento/shared-kit/query/shell-keys';

/** React-query keys of the signed-in user and their company. */
export const companyKeys = {
  currentUser: shellQueryKeys.currentUser,
  storeData: ['session', 'company-store-data'] as const,
};
