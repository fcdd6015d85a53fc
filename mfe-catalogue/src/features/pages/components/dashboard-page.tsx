import { CompletionDashboard } from '../../completion/components/completion-dashboard';

/** `/dashboard/`: completion overall, per client, and the products furthest from complete (docs/completion.md "Dashboard"). */
export function DashboardPage() {
  return <CompletionDashboard />;
}
