/** React-query keys of the signed-in user and their company. */
export const companyKeys = {
  currentUser: ['session', 'current-user'] as const,
  storeData: ['session', 'company-store-data'] as const,
};
