/** React-query keys of the sidebar's per-user data (entry order). */
export const sidebarKeys = {
  userStoreData: ['session', 'user-store-data'] as const,
};
