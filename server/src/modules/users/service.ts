import type { CurrentUser, CurrentUserUpdate, UserStoreData, UserStoreDataUpdate } from '@pimento/shared-kit/contracts/current-user';
import { listingColumnsSchema, userStoreDataSchema } from '@pimento/shared-kit/contracts/current-user';
import type { Queryable } from '../../db/database.ts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { brokenPasswordRules } from '../auth/password-policy.ts';
import { normaliseUsername } from '../auth/service.ts';
import type { SessionPrincipal } from '../auth/tokens.ts';
import { requireCompany } from '../companies/service.ts';
import type { Actor } from '../rights/authorization.ts';
import { canCreateInAllGroups } from '../rights/authorization.ts';
import { listCompanyGroupIds } from '../rights/repository.ts';
import { defaultAttributePriceColumns, defaultModelColumns, defaultProductColumns, defaultUserStoreData } from './defaults.ts';
import type { UserRow } from './repository.ts';
import { findUser, insertUser, listUserGroups, updateUserProfile, updateUserSettings } from './repository.ts';

export type NewUser = {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  language?: 'en' | 'fr';
  isSuperuser?: boolean;
  isAdministrator?: boolean;
  isConsultant?: boolean;
};

/**
 * Creates a user of `companyId` inside the caller's transaction, enforcing the password rules of
 * spec §5. 409 `user.username_taken` / `user.email_taken`, 400 `invalid-password`.
 */
export async function createUser(tx: Queryable, companyId: string, input: NewUser): Promise<UserRow> {
  const username = normaliseUsername(input.username);
  const firstName = input.firstName ?? '';
  const lastName = input.lastName ?? '';
  const broken = brokenPasswordRules(input.password, { username, email: input.email, firstName, lastName });
  if (broken.length > 0) throw new AppError(400, 'invalid-password', { fields: { password: broken } });
  try {
    return await insertUser(tx, {
      companyId,
      username,
      email: input.email.trim(),
      firstName,
      lastName,
      language: input.language ?? 'en',
      isSuperuser: input.isSuperuser ?? false,
      isAdministrator: input.isAdministrator ?? false,
      isConsultant: input.isConsultant ?? false,
      passwordHash: await hashPassword(input.password),
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (constraintOf(error) === 'users_email_key') throw new AppError(409, 'user.email_taken', { fields: { email: ['user.email_taken'] } });
      throw new AppError(409, 'user.username_taken', { fields: { username: ['user.username_taken'] } });
    }
    throw error;
  }
}

async function requireUser(tx: Queryable, userId: string): Promise<UserRow> {
  const user = await findUser(tx, userId);
  // The token outlived its user (deleted or moved): the session is no longer valid.
  if (user === null || !user.is_active) throw new AppError(401, 'token-invalid');
  return user;
}

/** Stored settings over the defaults; a stale shape falls back to the defaults rather than failing. */
export function userStoreDataOf(user: Pick<UserRow, 'user_settings'>): UserStoreData {
  const parsed = userStoreDataSchema.safeParse({ ...defaultUserStoreData, ...user.user_settings });
  return parsed.success ? parsed.data : defaultUserStoreData;
}

function columnsOf(stored: unknown, defaults: string[]): string[] {
  const parsed = listingColumnsSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaults;
}

export async function userStoreData(tx: Queryable, principal: SessionPrincipal): Promise<UserStoreData> {
  return userStoreDataOf(await requireUser(tx, principal.userId));
}

/** `POST …/pimento-user-store-data/` with `{ sidebar }` or `{ shortcuts }`: replaces that part only. */
export async function updateUserStoreData(tx: Queryable, principal: SessionPrincipal, update: UserStoreDataUpdate): Promise<UserStoreData> {
  const current = userStoreDataOf(await requireUser(tx, principal.userId));
  const next: UserStoreData = { ...current, ...update };
  await updateUserSettings(tx, principal.userId, next);
  return next;
}

export async function modelColumns(tx: Queryable, principal: SessionPrincipal): Promise<string[]> {
  return columnsOf((await requireUser(tx, principal.userId)).model_columns, defaultModelColumns);
}

export async function productColumns(tx: Queryable, principal: SessionPrincipal): Promise<string[]> {
  return columnsOf((await requireUser(tx, principal.userId)).product_columns, defaultProductColumns);
}

/** The `/price/` listing's columns (`attribute_price_columns`). */
export async function priceColumns(tx: Queryable, principal: SessionPrincipal): Promise<string[]> {
  return columnsOf((await requireUser(tx, principal.userId)).attribute_price_columns, defaultAttributePriceColumns);
}

const listingColumnNames = { product: 'product_columns', model: 'model_columns', price: 'attribute_price_columns' } as const;

/** Saves the user's own listing columns (product, model or price listing); answers them. */
export async function saveListingColumns(tx: Queryable, principal: SessionPrincipal, listing: keyof typeof listingColumnNames, columns: string[]): Promise<string[]> {
  await tx.query(`UPDATE users SET ${listingColumnNames[listing]} = $2::jsonb, updated_at = now() WHERE id = $1`, [
    principal.userId,
    JSON.stringify(columns),
  ]);
  return columns;
}

export async function allCanCreate(tx: Queryable, actor: Actor): Promise<boolean> {
  return canCreateInAllGroups(actor, await listCompanyGroupIds(tx));
}

/** `GET /api/catalogue/current-user/`: every field of spec §3, read fresh from the database. */
export async function currentUser(tx: Queryable, actor: Actor): Promise<CurrentUser> {
  const user = await requireUser(tx, actor.principal.userId);
  const company = await requireCompany(tx, user.company_id);
  return {
    user: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    is_superuser: user.is_superuser,
    is_administrator: user.is_administrator,
    is_consultant: user.is_consultant,
    all_can_create: await allCanCreate(tx, actor),
    model_columns: columnsOf(user.model_columns, defaultModelColumns),
    product_columns: columnsOf(user.product_columns, defaultProductColumns),
    attribute_price_columns: columnsOf(user.attribute_price_columns, defaultAttributePriceColumns),
    user_settings: userStoreDataOf(user),
    intercom_user_hash: '',
    language: user.language,
    language_code: user.language,
    group: await listUserGroups(tx, user.id),
    company: { id: company.id, name: company.name },
  };
}

/** `PATCH /api/catalogue/current-user/`: the user edits their own language and name. */
export async function updateCurrentUser(tx: Queryable, actor: Actor, update: CurrentUserUpdate): Promise<CurrentUser> {
  await requireUser(tx, actor.principal.userId);
  await updateUserProfile(tx, actor.principal.userId, {
    language: update.language_code,
    firstName: update.first_name,
    lastName: update.last_name,
  });
  return currentUser(tx, actor);
}
