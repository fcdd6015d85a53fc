import { z } from 'zod';

/**
 * `GET /api/catalogue/object-group/`: the company's user groups as the object form offers them,
 * with what the signed-in user may do with each (spec §6: adding a group to an object needs the
 * create right in it, removing one the delete right).
 * TODO(lead): move next to the other object contracts in `shared-kit/src/contracts/objects.ts`.
 */
export const objectGroupSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** The user may give this group to an object (create right, or no group rights apply). */
  can_add: z.boolean(),
  /** The user may take this group away from an object (delete right, or no group rights apply). */
  can_remove: z.boolean(),
});
export type ObjectGroup = z.infer<typeof objectGroupSchema>;
export const objectGroupListSchema = z.array(objectGroupSchema);
