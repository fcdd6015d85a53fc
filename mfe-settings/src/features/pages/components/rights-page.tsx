import { RightsScreen } from '../../rights/components/rights-screen';

/** `/settings/rights/`: users, groups and roles. */
export function RightsPage() {
  return <RightsScreen />;
}
