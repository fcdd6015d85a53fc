/**
 * The access simulator (docs/rights.md "Access simulator"): a user's rights on one object of the
 * company and the memberships each comes from. The rights are computed by `rightsOnObject` on the
 * user's own actor, the very function the routes enforce, so the simulator cannot disagree with
 * the server; the sources only name the memberships behind them.
 */
import type { AccessExplanation, AccessObjectChoice, AccessObjectKind, AccessSource } from '@pimento/shared-kit/contracts/access-simulator';
import { ACCESS_OBJECT_CHOICES } from '@pimento/shared-kit/contracts/access-simulator';
import type { Queryable } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { findUser } from '../users/repository.ts';
import { loadActor } from './actor.ts';
import type { Right } from './authorization.ts';
import { rightsOnObject } from './authorization.ts';

type ObjectRow = { id: string; name: string; group_ids: string[] };

/**
 * Per kind: the object's display name, its groups and what a search matches. Every query names
 * the company as well as running under its row-level security: two walls, as everywhere.
 */
const objectSources: Record<AccessObjectKind, { select: string; search: string; order: string }> = {
  product: { select: `SELECT id::text, sku || ' — ' || name AS name, group_ids::text[] AS group_ids FROM products o`, search: `(o.sku ILIKE $2 OR o.name ILIKE $2)`, order: 'o.sku' },
  model: { select: `SELECT id::text, reference || ' — ' || name AS name, group_ids::text[] AS group_ids FROM models o`, search: `(o.reference ILIKE $2 OR o.name ILIKE $2)`, order: 'o.reference' },
  attribute: {
    select: `SELECT o.id::text, o.code AS name,
               coalesce((SELECT array_agg(g.group_id::text ORDER BY g.group_id) FROM attribute_user_groups g WHERE g.attribute_id = o.id), '{}') AS group_ids
               FROM attributes o`,
    search: `o.code ILIKE $2`,
    order: 'o.code',
  },
  export_template: { select: `SELECT id::text, name, group_ids::text[] AS group_ids FROM export_templates o`, search: `o.name ILIKE $2`, order: 'o.name' },
  client: { select: `SELECT id::text, name, group_ids::text[] AS group_ids FROM clients o`, search: `o.name ILIKE $2`, order: 'o.name' },
  object: {
    select: `SELECT o.id::text, o.name,
               coalesce((SELECT array_agg(g.group_id::text ORDER BY g.group_id) FROM object_groups g WHERE g.object_id = o.id), '{}') AS group_ids
               FROM objects o`,
    search: `o.name ILIKE $2`,
    order: 'o.name',
  },
};

/** The caller is an active administrator or superuser, read now rather than from the token. */
async function requireAdministrator(tx: Queryable, principal: SessionPrincipal): Promise<void> {
  const caller = await findUser(tx, principal.userId);
  if (caller === null || !caller.is_active || !(caller.is_administrator || caller.is_superuser)) throw new AppError(403, 'rights.administrator_required');
}

/** `GET /api/rights/access/objects/`: objects of a kind to pick from. */
export async function searchAccessObjects(tx: Queryable, principal: SessionPrincipal, kind: AccessObjectKind, search: string | undefined): Promise<AccessObjectChoice[]> {
  await requireAdministrator(tx, principal);
  const source = objectSources[kind];
  const rows = await tx.query<ObjectRow>(
    `${source.select} WHERE o.company_id = $1 AND ($2 = '%%' OR ${source.search}) ORDER BY ${source.order}, o.id LIMIT ${ACCESS_OBJECT_CHOICES}`,
    [principal.companyId, containsPattern(search?.trim() ?? '')],
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** `GET /api/rights/access/`: the user's rights on the object, each with the memberships granting it. */
export async function explainAccess(tx: Queryable, principal: SessionPrincipal, query: { user_id: string; kind: AccessObjectKind; id: number }): Promise<AccessExplanation> {
  await requireAdministrator(tx, principal);
  const user = await findUser(tx, query.user_id);
  if (user === null || user.company_id !== principal.companyId) throw notFound('resource.not_found');
  const [object] = await tx.query<ObjectRow>(`${objectSources[query.kind].select} WHERE o.company_id = $1 AND o.id = $2`, [principal.companyId, query.id]);
  if (object === undefined) throw notFound('resource.not_found');

  const actor = await loadActor(tx, {
    userId: user.id,
    companyId: user.company_id,
    username: user.username,
    isSuperuser: user.is_superuser,
    isAdministrator: user.is_administrator,
    isConsultant: user.is_consultant,
    language: user.language === 'fr' ? 'fr' : 'en',
  });
  const groups = await tx.query<{ id: string; name: string }>('SELECT id::text, name FROM groups WHERE company_id = $1 AND id::text = ANY($2::text[]) ORDER BY name', [
    principal.companyId,
    object.group_ids,
  ]);
  const memberships = await tx.query<AccessSource & Record<'can_read' | 'can_create' | 'can_edit' | 'can_delete', boolean>>(
    `SELECT m.group_id::text, g.name AS group_name, r.id::text AS role_id, r.name AS role_name, r.can_read, r.can_create, r.can_edit, r.can_delete
       FROM group_members m JOIN groups g ON g.id = m.group_id JOIN roles r ON r.id = m.role_id
      WHERE m.user_id = $1 AND m.group_id::text = ANY($2::text[]) ORDER BY g.name`,
    [user.id, object.group_ids],
  );

  const basis = !user.is_active
    ? 'inactive'
    : user.is_superuser
      ? 'superuser'
      : user.is_administrator
        ? 'administrator'
        : !actor.features.use_advanced_rights
          ? 'advanced_rights_off'
          : 'groups';
  // A deactivated user signs in nowhere: whatever their roles, they have no right.
  const granted = basis === 'inactive' ? { read: false, create: false, edit: false, delete: false } : rightsOnObject(actor, object.group_ids);
  const explain = (right: Right) => ({
    granted: granted[right],
    sources:
      basis === 'groups'
        ? memberships.filter((membership) => membership[`can_${right}`]).map(({ group_id, group_name, role_id, role_name }) => ({ group_id, group_name, role_id, role_name }))
        : [],
  });
  return {
    user: { id: user.id, username: user.username, first_name: user.first_name, last_name: user.last_name },
    object: { kind: query.kind, id: Number(object.id), name: object.name },
    object_groups: groups,
    basis,
    rights: { read: explain('read'), create: explain('create'), edit: explain('edit'), delete: explain('delete') },
  };
}
