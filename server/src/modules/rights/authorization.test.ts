import { defaultCompanyFeatures } from '../companies/defaults.ts';
import type { Actor, Rights } from './authorization.ts';
import {
  assertAdministrator,
  assertConnectorSettingsAccess,
  assertFeature,
  assertGroupChange,
  assertMayJoinGroup,
  assertRight,
  canCreateInAllGroups,
  rightsOnObject,
} from './authorization.ts';

const reader: Rights = { read: true, create: false, edit: false, delete: false };
const creator: Rights = { read: true, create: true, edit: false, delete: false };
const manager: Rights = { read: true, create: true, edit: true, delete: true };

function actor(options: { administrator?: boolean; superuser?: boolean; advanced?: boolean; groups?: Record<string, Rights> } = {}): Actor {
  return {
    principal: {
      userId: 'u',
      companyId: 'c',
      username: 'someone',
      isSuperuser: options.superuser ?? false,
      isAdministrator: options.administrator ?? false,
      isConsultant: false,
      language: 'en',
    },
    features: { ...defaultCompanyFeatures, use_advanced_rights: options.advanced ?? true },
    groupRights: new Map(Object.entries(options.groups ?? {})),
  };
}

function code(work: () => unknown): string | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('authorization layer (spec §6)', () => {
  it('unions the rights of the object groups the user belongs to', () => {
    const user = actor({ groups: { north: reader, south: creator } });
    expect(rightsOnObject(user, ['north'])).toEqual(reader);
    expect(rightsOnObject(user, ['north', 'south'])).toEqual(creator);
    expect(rightsOnObject(user, ['west'])).toEqual({ read: false, create: false, edit: false, delete: false });
    expect(code(() => assertRight(user, ['north'], 'edit'))).toBe('rights.forbidden');
    expect(code(() => assertRight(user, ['south'], 'create'))).toBeUndefined();
  });

  it('gives administrators, superusers and companies without advanced rights every right', () => {
    expect(rightsOnObject(actor({ administrator: true }), ['west']).delete).toBe(true);
    expect(rightsOnObject(actor({ superuser: true }), ['west']).delete).toBe(true);
    expect(rightsOnObject(actor({ advanced: false }), ['west']).delete).toBe(true);
  });

  it('needs delete to remove a group and create to add one, and adding grants nothing extra', () => {
    const user = actor({ groups: { north: reader, south: creator, east: manager } });
    expect(code(() => assertGroupChange(user, ['north', 'east'], ['east']))).toBe('rights.group_remove_needs_delete');
    expect(code(() => assertGroupChange(user, ['east'], ['east', 'north']))).toBe('rights.group_add_needs_create');
    expect(code(() => assertGroupChange(user, ['east'], []))).toBe('groups.object_needs_group');
    // Adding `east` (where the user manages) to an object of `south` does not let them edit it now.
    const user2 = actor({ groups: { south: creator, east: manager } });
    expect(assertGroupChange(user2, ['south'], ['south', 'east'])).toEqual(creator);
    expect(assertGroupChange(user, ['east', 'south'], ['south'])).toEqual(manager);
  });

  it('lets an administrator change groups freely but never join one', () => {
    expect(code(() => assertGroupChange(actor({ administrator: true }), ['a'], ['b']))).toBeUndefined();
    expect(code(() => assertMayJoinGroup({ is_administrator: true }))).toBe('groups.administrator_not_in_group');
    expect(code(() => assertMayJoinGroup({ is_administrator: false }))).toBeUndefined();
  });

  it('computes all_can_create over every group of the company', () => {
    expect(canCreateInAllGroups(actor({ groups: { a: creator, b: creator } }), ['a', 'b'])).toBe(true);
    expect(canCreateInAllGroups(actor({ groups: { a: creator, b: reader } }), ['a', 'b'])).toBe(false);
    expect(canCreateInAllGroups(actor({ administrator: true }), ['a', 'b'])).toBe(true);
  });

  it('gates features, administrator actions and connector settings', () => {
    const user = actor();
    expect(code(() => assertFeature({ ...user.features, etim_activated: false }, 'etim_activated'))).toBe('rights.feature_disabled');
    expect(code(() => assertFeature(user.features, 'etim_activated'))).toBeUndefined();
    expect(code(() => assertAdministrator(user.principal))).toBe('rights.administrator_required');
    expect(code(() => assertConnectorSettingsAccess(user))).toBe('rights.superuser_required');
    expect(code(() => assertConnectorSettingsAccess(actor({ superuser: true })))).toBeUndefined();
    expect(
      code(() => assertConnectorSettingsAccess({ ...user, features: { ...user.features, has_connector_settings_for_non_super_user: true } })),
    ).toBeUndefined();
  });
});
