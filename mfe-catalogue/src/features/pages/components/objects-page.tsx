import { ObjectsScreen } from '../../objects/components/objects-screen';

/** `/pimento-object/` (when `object_activated`): object types and objects, the targets of object-link attributes. */
export function ObjectsPage() {
  return <ObjectsScreen />;
}
