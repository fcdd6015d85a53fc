/** React-query keys of the rights screen. */
export const rightsKeys = {
  all: ['rights'] as const,
  users: ['rights', 'users'] as const,
  userPage: (search: string, page: number) => ['rights', 'users', search, page] as const,
  groups: ['rights', 'groups'] as const,
  memberChoices: ['rights', 'groups', 'member-choices'] as const,
  roles: ['rights', 'roles'] as const,
};
