import { ProfileScreen } from '../../profile/components/profile-screen';

/** `/settings/user/`: the signed-in user's own profile. */
export function UserPage() {
  return <ProfileScreen />;
}
