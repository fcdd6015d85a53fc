import { HelpCentreScreen } from '../../help/components/help-centre-screen';

/** `/help/`: the help centre. */
export function HelpPage() {
  return <HelpCentreScreen />;
}
