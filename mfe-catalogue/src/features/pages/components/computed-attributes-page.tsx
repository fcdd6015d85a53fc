import { ComputedAttributesScreen } from '../../attributes/components/computed-attributes-screen';

/** `/attributes/compute/`: computed attributes and their formulas. */
export function ComputedAttributesPage() {
  return <ComputedAttributesScreen />;
}
