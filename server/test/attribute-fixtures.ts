import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import type { TestClient } from './harness.ts';

/**
 * A "Technical" section with a "Lamps" group, and a function that creates an attribute in it
 * through the API (the test fails on anything but 201) and records its id under its code.
 */
export async function attributeMaker(admin: TestClient, ids: Record<string, number>): Promise<(body: Record<string, unknown>) => Promise<void>> {
  const section = (await admin.post(endpointPath(attributesApi.createSection, {}), { name: 'Technical' })).json();
  const group = (await admin.post(endpointPath(attributesApi.createGroup, {}), { name: 'Lamps', section_id: section.id })).json();
  return async (body) => {
    const created = await admin.post(endpointPath(attributesApi.create, {}), { group_id: group.id, ...body });
    expect(created.statusCode).toBe(201);
    ids[body.code as string] = created.json().id;
  };
}
