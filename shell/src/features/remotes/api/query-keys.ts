/** React-query keys of the remotes the shell registers (anonymous and signed-in lists differ). */
export const remoteKeys = {
  enabled: (loggedIn: boolean) => ['session', 'remotes', loggedIn] as const,
};
