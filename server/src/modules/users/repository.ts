import type { Queryable } from '../../db/database.ts';

/** Who a user is and what their flags allow: the columns every user query returns. */
export type UserIdentity = {
  id: string;
  company_id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  language: 'en' | 'fr';
  is_superuser: boolean;
  is_administrator: boolean;
  is_consultant: boolean;
  is_active: boolean;
};

export type UserRow = UserIdentity & {
  user_settings: Record<string, unknown>;
  model_columns: unknown;
  product_columns: unknown;
  attribute_price_columns: unknown;
};

const columns = `id, company_id, username, email, first_name, last_name, language, is_superuser,
  is_administrator, is_consultant, is_active, user_settings, model_columns, product_columns, attribute_price_columns`;

export type NewUserRow = {
  companyId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  language: 'en' | 'fr';
  isSuperuser: boolean;
  isAdministrator: boolean;
  isConsultant: boolean;
  /** Null for an invited user who has not chosen a password yet. */
  passwordHash: string | null;
};

export async function insertUser(db: Queryable, user: NewUserRow): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `INSERT INTO users (company_id, username, email, first_name, last_name, language, is_superuser,
       is_administrator, is_consultant, password_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${columns}`,
    [
      user.companyId,
      user.username,
      user.email,
      user.firstName,
      user.lastName,
      user.language,
      user.isSuperuser,
      user.isAdministrator,
      user.isConsultant,
      user.passwordHash,
    ],
  );
  return row!;
}

export async function findUser(db: Queryable, userId: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE id = $1`, [userId]);
  return rows[0] ?? null;
}

/**
 * Takes `column` off the saved product and model listing columns of every user of the company:
 * its attribute is gone, and a listing asked for an unknown column answers `filter.unknown_column`.
 */
export async function removeListingColumn(db: Queryable, companyId: string, column: string): Promise<void> {
  await db.query(
    `UPDATE users SET product_columns = CASE WHEN jsonb_typeof(product_columns) = 'array' THEN product_columns - $2::text ELSE product_columns END,
                      model_columns = CASE WHEN jsonb_typeof(model_columns) = 'array' THEN model_columns - $2::text ELSE model_columns END
      WHERE company_id = $1 AND (product_columns @> jsonb_build_array($2::text) OR model_columns @> jsonb_build_array($2::text))`,
    [companyId, column],
  );
}

export async function updateUserSettings(db: Queryable, userId: string, settings: object): Promise<void> {
  await db.query('UPDATE users SET user_settings = $2, updated_at = now() WHERE id = $1', [userId, JSON.stringify(settings)]);
}

export async function listUserGroups(db: Queryable, userId: string): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }>(
    'SELECT g.id, g.name FROM group_members m JOIN groups g ON g.id = m.group_id WHERE m.user_id = $1 ORDER BY g.name',
    [userId],
  );
}

export async function updateUserProfile(
  db: Queryable,
  userId: string,
  profile: { language?: 'en' | 'fr'; firstName?: string; lastName?: string },
): Promise<void> {
  await db.query(
    `UPDATE users SET language = coalesce($2, language), first_name = coalesce($3, first_name),
       last_name = coalesce($4, last_name), updated_at = now() WHERE id = $1`,
    [userId, profile.language ?? null, profile.firstName ?? null, profile.lastName ?? null],
  );
}
