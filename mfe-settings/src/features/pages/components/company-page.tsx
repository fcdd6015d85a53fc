import { CompanyScreen } from '../../company/components/company-screen';

/** `/settings/company/`: the company's settings (administrators). */
export function CompanyPage() {
  return <CompanyScreen />;
}
