/**
 * Query keys of what the shell holds in the query client it shares with the remotes: a remote that
 * changes one of these (the user's name, the help bar's links) invalidates it so the frame follows.
 */
export const shellQueryKeys = {
  currentUser: ['session', 'current-user'] as const,
  helpSidebarRelations: ['session', 'help', 'sidebar-relations'] as const,
};
