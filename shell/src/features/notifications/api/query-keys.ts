/** React-query keys of the notifications (under `session`: they belong to the signed-in user). */
export const notificationKeys = {
  list: ['session', 'notifications'] as const,
};
