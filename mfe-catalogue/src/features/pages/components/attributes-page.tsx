import { AttributesScreen } from '../../attributes/components/attributes-screen';

/** `/attributes/`: product attributes, their groups, sections and sets. */
export function AttributesPage() {
  return <AttributesScreen />;
}
