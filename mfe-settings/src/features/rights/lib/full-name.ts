/** How the rights screen names a user: first and last name, else the username. */
export function fullName(user: { first_name: string; last_name: string; username: string }): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name === '' ? user.username : name;
}
